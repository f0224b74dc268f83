import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBrandingRepository } from './repository';
import { brandingRoutes } from './routes';

/** The adviser's brand as shown: the public logo, a sign-up code's brand, the customer's adviser's photo. */
export const brandingPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(brandingRoutes, {
      repository: createBrandingRepository(app.database.db),
      store: app.blobStore,
    });
  },
  { name: 'branding', dependencies: ['database', 'blob-store', 'session', 'customer'] },
);
