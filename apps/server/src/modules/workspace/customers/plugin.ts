import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCustomersRepository } from './repository';
import { customersRoutes } from './routes';

/** The workspace's customers (issue 14): GET /api/berater/kunden and GET /api/berater/kunden/:id. */
export const workspaceCustomersPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(customersRoutes, { repository: createCustomersRepository(app.database.db) });
  },
  { name: 'workspace-customers', dependencies: ['database', 'session'] },
);
