import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLegalRepository } from './repository';
import { legalRoutes } from './routes';

/** The terms and privacy texts: the adviser's own or the portal's default. */
export const legalPlugin = fp(
  async (app: FastifyInstance) => {
    const { rateLimits } = app.config;
    await app.register(legalRoutes, {
      repository: createLegalRepository(app.database.db),
      limiter: app.rateLimiter,
      limit: { max: rateLimits.publicLegalPerIp, windowSeconds: rateLimits.windowSeconds },
    });
  },
  { name: 'legal', dependencies: ['config', 'database', 'rate-limit', 'customer'] },
);
