import { configuredLimit } from '../../lib/rate-limiter';
import { routesPlugin } from '../../lib/routes-plugin';
import { createLegalRepository } from './repository';
import { legalRoutes } from './routes';

/** The terms and privacy texts: the adviser's own or the portal's default. */
export const legalPlugin = routesPlugin(
  { name: 'legal', dependencies: ['config', 'database', 'rate-limit', 'customer'] },
  legalRoutes,
  createLegalRepository,
  (app) => ({ limiter: app.rateLimiter, limit: configuredLimit(app.config, 'publicLegalPerIp') }),
);
