import type { PasskeyLoginVerifyInput } from '@kundenportal/domain/auth/passkey-schemas';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { confirmWithPasskey, createConfirmationOptions } from './confirm-with-passkey';
import type { PasskeyDeps } from './deps';
import { createRelyingParty } from './relying-party';
import { type ConfirmAction, createPasskeysRepository } from './repository';
import { passkeysRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** A signed-in customer confirms an action with a passkey (ADR 246): the options, then the answer. */
    passkeyConfirmation: {
      options(
        userId: number,
        action: ConfirmAction,
      ): Promise<Awaited<ReturnType<typeof createConfirmationOptions>>>;
      /** Throws invalid_credentials unless one of the account's passkeys answered that challenge. */
      confirm(
        userId: number,
        input: PasskeyLoginVerifyInput,
        action: ConfirmAction,
        ip: string,
      ): Promise<void>;
    };
  }
}

/** Passkeys: registration, login, listing and removal, and confirming an action. */
export const passkeysPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const deps: PasskeyDeps = {
      repository: createPasskeysRepository(app.database.db),
      rp: createRelyingParty(config.publicUrl, config.jwtSecret),
      sessions: app.sessions,
      throttle: app.loginThrottle,
      limiter: app.rateLimiter,
      optionsPerIp: {
        max: config.loginLimits.passkeyOptionsPerIp,
        windowSeconds: config.loginLimits.windowSeconds,
      },
    };
    app.decorate('passkeyConfirmation', {
      options: (userId, action) => createConfirmationOptions(deps, userId, action),
      confirm: (userId, input, action, ip) => confirmWithPasskey(deps, userId, input, action, ip),
    });
    await app.register(passkeysRoutes, deps);
  },
  { name: 'passkeys', dependencies: ['config', 'database', 'session', 'rate-limit'] },
);
