import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSignaturesRepository } from './repository';
import { signaturesRoutes } from './routes';

/** The public check of a signed form's PDF against the audit chain. */
export const signaturesPlugin = fp(
  async (app: FastifyInstance) => {
    const { rateLimits } = app.config;
    await app.register(signaturesRoutes, {
      repository: createSignaturesRepository(app.database.db),
      recordIntact: app.signedFormIntact,
      limiter: app.rateLimiter,
      limit: { max: rateLimits.signatureChecksPerIp, windowSeconds: rateLimits.windowSeconds },
    });
  },
  { name: 'signatures', dependencies: ['config', 'database', 'rate-limit', 'adviser-forms'] },
);
