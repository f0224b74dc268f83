import { configuredLimit } from '../../lib/rate-limiter';
import { routesPlugin } from '../../lib/routes-plugin';
import { createSignaturesRepository } from './repository';
import { signaturesRoutes } from './routes';

/** The public check of a signed form's PDF against the audit chain. */
export const signaturesPlugin = routesPlugin(
  { name: 'signatures', dependencies: ['config', 'database', 'rate-limit', 'adviser-forms'] },
  signaturesRoutes,
  createSignaturesRepository,
  (app) => ({
    recordIntact: app.signedFormIntact,
    limiter: app.rateLimiter,
    limit: configuredLimit(app.config, 'signatureChecksPerIp'),
  }),
);
