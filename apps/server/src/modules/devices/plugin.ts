import { routesPlugin } from '../../lib/routes-plugin';
import { createDevicesRepository } from './repository';
import { devicesRoutes } from './routes';

/** "Angemeldete Geräte": the customer's sessions and ending them (issue 32, ADR 213). */
export const devicesPlugin = routesPlugin(
  { name: 'devices', dependencies: ['config', 'database', 'session'] },
  devicesRoutes,
  createDevicesRepository,
  (app) => ({ idleSeconds: app.config.session.idleSeconds }),
);
