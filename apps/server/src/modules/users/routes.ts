import { connectAdviserSchema } from '@kundenportal/domain/account/connect-adviser';
import type { FastifyPluginAsync } from 'fastify';
import type { RateLimiter, RateRule } from '../../lib/rate-limiter';
import { documentedBody } from '../../plugins/openapi';
import { requireSession } from '../../plugins/session';
import { connectAdviser } from './connect-adviser';
import { getMe } from './get-me';
import type { UsersRepository } from './repository';

export type UsersDeps = {
  repository: UsersRepository;
  limiter: RateLimiter;
  /** Attempts to connect an adviser per customer within the window. */
  connectLimit: Omit<RateRule, 'key'>;
};

export const usersRoutes: FastifyPluginAsync<UsersDeps> = async (
  app,
  { repository, limiter, connectLimit },
) => {
  app.get('/users/me', { preHandler: app.authenticate }, async (request, reply) => {
    const { userId } = requireSession(request);
    // The profile as sent, cached per customer until one of its rows changes (ADR 008).
    const body = await app.viewCache.get(userId, 'users/me', async () => {
      const user = await getMe(repository, userId);
      return { value: JSON.stringify({ user }), agentId: user.agent?.id ?? null };
    });
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.post(
    '/users/berater',
    { onRequest: app.authenticate, ...documentedBody(connectAdviserSchema) },
    async (request) => {
      const { userId } = requireSession(request);
      await limiter.consume([{ key: `adviser-connect:user:${userId}`, ...connectLimit }]);
      return connectAdviser(repository.db, userId, request.body);
    },
  );
};
