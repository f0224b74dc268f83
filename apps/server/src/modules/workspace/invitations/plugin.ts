import { configuredLimit } from '../../../lib/rate-limiter';
import { routesPlugin } from '../../../lib/routes-plugin';
import { createInvitationsRepository } from './repository';
import { invitationsRoutes } from './routes';

/**
 * The workspace's invitations (issue 14): GET/POST /api/berater/einladungen and …/:id/erneut. The account
 * module makes the accounts and their mails (`app.invitationAccounts`); a preset's switches come from the
 * workspace (`app.presetSettings`).
 */
export const workspaceInvitationsPlugin = routesPlugin(
  {
    name: 'workspace-invitations',
    dependencies: ['config', 'database', 'clock', 'session', 'rate-limit', 'outbox', 'account'],
    // Whichever workspace plugin offers a preset's switches (ADR 041).
    decorators: { fastify: ['presetSettings'] },
  },
  invitationsRoutes,
  createInvitationsRepository,
  (app) => ({
    accounts: app.invitationAccounts,
    now: () => app.clock.now(),
    limiter: app.rateLimiter,
    limit: configuredLimit(app.config, 'invitationsPerAdviser'),
    presetSettings: app.presetSettings,
  }),
);
