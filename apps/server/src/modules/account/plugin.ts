import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AccountDeps } from './account-deps';
import {
  createInvitation,
  type InvitationAlsoInTx,
  type InvitationInput,
  type InvitingAgent,
  resendActivation,
} from './create-invitation';
import { createAccountRepository } from './repository';
import { accountRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Adviser-made accounts and their activation mails (the workspace's invitations make and resend them). */
    invitationAccounts: {
      create: (
        agent: InvitingAgent,
        input: InvitationInput,
        options: { unsent: boolean; alsoInTx: InvitationAlsoInTx },
      ) => ReturnType<typeof createInvitation>;
      /** In the caller's transaction `tx`: the open links die, a new one goes out; answers its expiry. */
      resend: (
        tx: Parameters<InvitationAlsoInTx>[0],
        agent: InvitingAgent,
        customer: { id: number; email: string; firstName: string },
      ) => Promise<Date>;
    };
  }
}

/** Sign-up, activation, password and e-mail changes; the accounts the workspace's invitations make. */
export const accountPlugin = fp(
  async (app: FastifyInstance) => {
    const { database, config } = app;
    const deps: AccountDeps = {
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
    app.decorate('invitationAccounts', {
      create: (agent, input, options) => createInvitation(deps, agent, input, options),
      resend: (tx, agent, customer) => resendActivation(tx, deps, agent, customer),
    });
    await app.register(accountRoutes, deps);
  },
  { name: 'account', dependencies: ['config', 'database', 'session', 'rate-limit', 'outbox'] },
);
