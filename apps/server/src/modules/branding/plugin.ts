import { routesPlugin } from '../../lib/routes-plugin';
import { createBrandingRepository } from './repository';
import { brandingRoutes } from './routes';

/** The adviser's brand as shown: the public logo, a sign-up code's brand, the customer's adviser's photo. */
export const brandingPlugin = routesPlugin(
  { name: 'branding', dependencies: ['database', 'blob-store', 'session', 'customer'] },
  brandingRoutes,
  createBrandingRepository,
  (app) => ({ store: app.blobStore }),
);
