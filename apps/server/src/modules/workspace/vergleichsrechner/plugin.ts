import { routesPlugin } from '../../../lib/routes-plugin';
import { createRechnerRepository } from './repository';
import { rechnerRoutes } from './routes';

/** The agency's Vergleichsrechner (issue 31): what its customers find under „Vergleichen“. */
export const workspaceVergleichsrechnerPlugin = routesPlugin(
  { name: 'workspace-vergleichsrechner', dependencies: ['database', 'session', 'config'] },
  rechnerRoutes,
  createRechnerRepository,
  (app) => ({ publicUrl: app.config.publicUrl }),
);
