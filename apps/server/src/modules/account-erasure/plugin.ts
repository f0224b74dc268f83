import { routesPlugin } from '../../lib/routes-plugin';
import { createAccountErasureRepository } from './repository';
import { accountErasureRoutes } from './routes';

/** Konto löschen (issue 32, ADR 239): the customer's request and its cancellation. */
export const accountErasurePlugin = routesPlugin(
  { name: 'account-erasure', dependencies: ['database', 'clock', 'session', 'rate-limit'] },
  accountErasureRoutes,
  createAccountErasureRepository,
  (app) => ({ loginThrottle: app.loginThrottle, now: () => app.clock.now() }),
);
