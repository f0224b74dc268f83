import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pushRoutes } from './routes';

/** Web Push subscriptions of the customer's browsers. */
export const pushPlugin = fp(
  async (app: FastifyInstance) => {
    const { push } = app.config;
    await app.register(pushRoutes, {
      db: app.database.db,
      publicKey: push.publicKey,
      extraOrigins: push.extraOrigins,
    });
  },
  { name: 'push', dependencies: ['config', 'database', 'session'] },
);
