import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createUsersRepository } from './repository';
import { usersRoutes } from './routes';

/** The customer's own view (`users/me`) and connecting to an adviser. */
export const usersPlugin = fp(
  async (app: FastifyInstance) => {
    const { rateLimits } = app.config;
    await app.register(usersRoutes, {
      repository: createUsersRepository(app.database.db),
      limiter: app.rateLimiter,
      connectLimit: { max: rateLimits.adviserRequestsPerUser, windowSeconds: rateLimits.windowSeconds },
    });
  },
  { name: 'users', dependencies: ['config', 'database', 'rate-limit'] },
);
