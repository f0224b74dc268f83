import type { FastifyPluginAsync } from 'fastify';
import { requireSession } from '../../plugins/session';
import { getMe } from './get-me';
import type { UsersRepository } from './repository';

export const usersRoutes: FastifyPluginAsync<{ repository: UsersRepository }> = async (
  app,
  { repository },
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
};
