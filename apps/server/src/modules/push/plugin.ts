import { routesPlugin } from '../../lib/routes-plugin';
import { createPushRepository } from './repository';
import { pushRoutes } from './routes';

/** Web Push subscriptions of the customer's browsers. */
export const pushPlugin = routesPlugin(
  { name: 'push', dependencies: ['config', 'database', 'session'] },
  pushRoutes,
  createPushRepository,
  ({ config: { push } }) => ({ publicKey: push.publicKey, extraOrigins: push.extraOrigins }),
);
