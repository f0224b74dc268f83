import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createInvitationsRepository } from './repository';
import { invitationsRoutes } from './routes';

/**
 * The workspace's invitations (issue 14): GET/POST /api/berater/einladungen and …/:id/erneut. The account
 * module makes the accounts and their mails (`app.invitationAccounts`); a preset's switches come from the
 * workspace (`app.presetSettings`).
 */
export const workspaceInvitationsPlugin = fp(
  async (app: FastifyInstance) => {
    const { rateLimits } = app.config;
    await app.register(invitationsRoutes, {
      repository: createInvitationsRepository(app.database.db),
      accounts: app.invitationAccounts,
      now: () => app.clock.now(),
      limiter: app.rateLimiter,
      limit: { max: rateLimits.invitationsPerAdviser, windowSeconds: rateLimits.windowSeconds },
      presetSettings: app.presetSettings,
    });
  },
  {
    name: 'workspace-invitations',
    dependencies: ['config', 'database', 'clock', 'session', 'rate-limit', 'outbox', 'account'],
    // Whichever workspace plugin offers a preset's switches (ADR 041).
    decorators: { fastify: ['presetSettings'] },
  },
);
