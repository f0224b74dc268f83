import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { agencyRoutes } from './agency-routes';
import { brandingRoutes } from './routes';

/** The adviser's brand (colours, logo, photo) and the workspace's agency page. */
export const brandingPlugin = fp(
  async (app: FastifyInstance) => {
    const deps = { db: app.database.db, store: app.blobStore };
    await app.register(brandingRoutes, deps);
    await app.register(agencyRoutes, { ...deps, legal: app.agencyLegal });
  },
  { name: 'branding', dependencies: ['database', 'blob-store', 'session', 'legal'] },
);
