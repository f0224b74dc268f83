import { routesPlugin } from '../../lib/routes-plugin';
import { createAvatarRepository } from './repository';
import { avatarRoutes } from './routes';

/** The customer's profile picture. */
export const avatarPlugin = routesPlugin(
  { name: 'avatar', dependencies: ['database', 'blob-store', 'session', 'customer'] },
  avatarRoutes,
  createAvatarRepository,
  (app) => ({ store: app.blobStore }),
);
