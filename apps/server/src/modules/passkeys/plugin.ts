import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRelyingParty } from './relying-party';
import { createPasskeysRepository } from './repository';
import { passkeysRoutes } from './routes';

/** Passkeys: registration, login, listing and removal. */
export const passkeysPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    await app.register(passkeysRoutes, {
      repository: createPasskeysRepository(app.database.db),
      rp: createRelyingParty(config.publicUrl, config.jwtSecret),
      sessions: app.sessions,
      throttle: app.loginThrottle,
      limiter: app.rateLimiter,
      optionsPerIp: {
        max: config.loginLimits.passkeyOptionsPerIp,
        windowSeconds: config.loginLimits.windowSeconds,
      },
    });
  },
  { name: 'passkeys', dependencies: ['config', 'database', 'session', 'rate-limit'] },
);
