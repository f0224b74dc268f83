import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAgencyRepository } from './repository';
import { agencyRoutes } from './routes';

/**
 * The workspace's agency page (issue 14): GET/PUT /api/berater/agentur…, its brand through the branding
 * module's `app.agencyBranding`, its legal texts through the legal module's `app.agencyLegal`.
 */
export const workspaceAgencyPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(agencyRoutes, {
      repository: createAgencyRepository(app.database.db),
      legal: app.agencyLegal,
      branding: app.agencyBranding,
    });
  },
  { name: 'workspace-agency', dependencies: ['database', 'session', 'legal', 'branding'] },
);
