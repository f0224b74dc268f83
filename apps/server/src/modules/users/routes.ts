import { connectAdviserSchema } from '@kundenportal/domain/account/connect-adviser';
import { meResponseSchema } from '@kundenportal/domain/account/user-response-schema';
import { successMessageSchema } from '@kundenportal/domain/api/common-responses';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendView } from '../../cache/cached-reads';
import type { RateLimiter, RateRule } from '../../lib/rate-limiter';
import { responses } from '../../lib/route-responses';
import { zodBody } from '../../lib/zod-body';
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
  app.get(
    '/users/me',
    {
      preHandler: app.authenticate,
      schema: { summary: 'The customer’s profile', response: responses({ 200: meResponseSchema }) },
    },
    async (request, reply) => {
      const { userId } = requireSession(request);
      // The profile as sent, cached per customer until one of its rows changes (ADR 008).
      const body = await app.viewCache.get(userId, 'users/me', async () => {
        const user = await getMe(repository, userId);
        return { value: JSON.stringify({ user }), agentId: user.agent?.id ?? null };
      });
      return sendView(app.viewCache, request, reply, { userId, name: 'users/me', body });
    },
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/users/berater',
    {
      onRequest: app.authenticate,
      // Every attempt counts, a malformed code too: the limit is taken before the body is validated.
      preValidation: async (request) => {
        const { userId } = requireSession(request);
        await limiter.consume([{ key: `adviser-connect:user:${userId}`, ...connectLimit }]);
      },
      schema: {
        summary: 'Connect to an adviser by the adviser’s code',
        body: zodBody(connectAdviserSchema, 'code'),
        response: responses({ 200: successMessageSchema }),
      },
    },
    async (request) => connectAdviser(repository, requireSession(request).userId, request.body),
  );
};
