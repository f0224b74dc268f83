import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createFormTemplatesRepository } from './repository';
import { formTemplatesRoutes } from './routes';

/**
 * The workspace's form templates (issue 14): GET /api/berater/formulare, GET and PUT
 * /api/berater/formulare/:key (the customer fills and signs them in modules/adviser-forms).
 */
export const workspaceFormsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(formTemplatesRoutes, { repository: createFormTemplatesRepository(app.database.db) });
  },
  { name: 'workspace-forms', dependencies: ['database', 'session'] },
);
