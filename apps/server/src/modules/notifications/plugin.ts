import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createNotificationsRepository } from './repository';
import { notificationsRoutes } from './routes';

/** The customer's notification settings. */
export const notificationsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(notificationsRoutes, {
      repository: createNotificationsRepository(app.database.db),
    });
  },
  { name: 'notifications', dependencies: ['database', 'session', 'customer'] },
);
