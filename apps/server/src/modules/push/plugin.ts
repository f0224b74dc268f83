import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPushRepository } from './repository';
import { pushRoutes } from './routes';

/** Web Push subscriptions of the customer's browsers. */
export const pushPlugin = fp(
  async (app: FastifyInstance) => {
    const { push } = app.config;
    await app.register(pushRoutes, {
      repository: createPushRepository(app.database.db),
      publicKey: push.publicKey,
      extraOrigins: push.extraOrigins,
    });
  },
  { name: 'push', dependencies: ['config', 'database', 'session'] },
);
