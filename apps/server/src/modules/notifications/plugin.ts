import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notificationsRoutes } from './routes';

/** The customer's notification settings. */
export const notificationsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(notificationsRoutes, { db: app.database.db });
  },
  { name: 'notifications', dependencies: ['database', 'session'] },
);
