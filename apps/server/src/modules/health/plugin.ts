import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { healthRoutes } from './routes';

/** GET /api/health: whether the database answers. */
export const healthPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(healthRoutes, { ping: app.database.ping });
  },
  { name: 'health', dependencies: ['database'] },
);
