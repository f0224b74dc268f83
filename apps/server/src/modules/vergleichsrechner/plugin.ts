import { routesPlugin } from '../../lib/routes-plugin';
import { createVergleichsrechnerRepository } from './repository';
import { vergleichsrechnerRoutes } from './routes';

/** The customer's Vergleichsrechner (issue 31): the agency's calculators and their frame host pages. */
export const vergleichsrechnerPlugin = routesPlugin(
  { name: 'vergleichsrechner', dependencies: ['database', 'session', 'customer', 'clock'] },
  vergleichsrechnerRoutes,
  createVergleichsrechnerRepository,
  () => ({}),
);
