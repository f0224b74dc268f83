import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAgencyRepository } from './repository';
import { agencyRoutes } from './routes';

/**
 * The workspace's agency page (issue 14): GET/PUT /api/berater/agentur… — the agency's contact data, brand
 * and legal texts, which the customer side (branding, legal) only reads; the admin command and the seed
 * set them through this sub-area's use cases (ADR 116).
 */
export const workspaceAgencyPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(agencyRoutes, {
      repository: createAgencyRepository(app.database.db),
      store: app.blobStore,
    });
  },
  { name: 'workspace-agency', dependencies: ['database', 'blob-store', 'session'] },
);
