import { routesPlugin } from '../../lib/routes-plugin';
import { createNotfallkarteRepository } from './repository';
import { notfallkarteRoutes } from './routes';

/** The emergency card (issue 32). */
export const notfallkartePlugin = routesPlugin(
  { name: 'notfallkarte', dependencies: ['database', 'session', 'customer', 'clock'] },
  notfallkarteRoutes,
  createNotfallkarteRepository,
  (app) => ({ now: () => app.clock.now() }),
);
