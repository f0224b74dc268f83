import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBrandingRepository } from './repository';
import { brandingRoutes } from './routes';
import { type BrandingAlsoInTx, type BrandingChange, changeBranding } from './set-branding';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Changes an agency's brand (tokens, logo, photo) as the admin command does, with `alsoInTx` in its
     * transaction (the workspace's agency page logs the change there).
     */
    agencyBranding: {
      change: (change: BrandingChange, alsoInTx?: BrandingAlsoInTx) => ReturnType<typeof changeBranding>;
    };
  }
}

/** The adviser's brand (colours, logo, photo): the public logo, a sign-up code's brand, the adviser's photo. */
export const brandingPlugin = fp(
  async (app: FastifyInstance) => {
    const repository = createBrandingRepository(app.database.db);
    app.decorate('agencyBranding', {
      change: (change, alsoInTx) => changeBranding(repository, app.blobStore, change, alsoInTx),
    });
    await app.register(brandingRoutes, { repository, store: app.blobStore });
  },
  { name: 'branding', dependencies: ['database', 'blob-store', 'session', 'customer'] },
);
