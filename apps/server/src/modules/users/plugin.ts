import { configuredLimit } from '../../lib/rate-limiter';
import { routesPlugin } from '../../lib/routes-plugin';
import { createUsersRepository } from './repository';
import { usersRoutes } from './routes';

/** The customer's own view (`users/me`) and connecting to an adviser. */
export const usersPlugin = routesPlugin(
  { name: 'users', dependencies: ['config', 'database', 'rate-limit'] },
  usersRoutes,
  createUsersRepository,
  (app) => ({
    limiter: app.rateLimiter,
    connectLimit: configuredLimit(app.config, 'adviserRequestsPerUser'),
  }),
);
