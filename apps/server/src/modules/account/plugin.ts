import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AccountDeps } from './account-deps';
import { invitationRoutes } from './invitation-routes';
import { createAccountRepository } from './repository';
import { accountRoutes } from './routes';

/** Sign-up, activation, password and e-mail changes; the workspace's invitations of customers. */
export const accountPlugin = fp(
  async (app: FastifyInstance) => {
    const { database, config } = app;
    const deps: AccountDeps = {
      db: database.db,
      repository: createAccountRepository(database.db),
      sessions: app.sessions,
      limiter: app.rateLimiter,
      limits: config.rateLimits,
      loginThrottle: app.loginThrottle,
      scryptLogN: config.scryptLogN,
      publicUrl: config.publicUrl,
      smsSecret: config.jwtSecret,
      kickOutbox: () => app.outbox.kick(),
    };
    await app.register(accountRoutes, deps);
    await app.register(invitationRoutes, {
      db: database.db,
      repository: deps.repository,
      publicUrl: config.publicUrl,
      now: () => app.clock.now(),
      limiter: app.rateLimiter,
      limit: { max: config.rateLimits.invitationsPerAdviser, windowSeconds: config.rateLimits.windowSeconds },
      presetSettings: app.presetSettings,
    });
  },
  {
    name: 'account',
    dependencies: ['config', 'database', 'clock', 'session', 'rate-limit', 'outbox', 'workspace-access'],
  },
);
