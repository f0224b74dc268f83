import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAuditRepository } from './repository';
import { auditRoutes } from './routes';

/** The workspace's change log (issue 14): GET /api/berater/kunden/:id/protokoll. */
export const workspaceAuditPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(auditRoutes, { repository: createAuditRepository(app.database.db) });
  },
  { name: 'workspace-audit', dependencies: ['database', 'session', 'workspace-customers'] },
);
