import { routesPlugin } from '../../../lib/routes-plugin';
import { createAgencyReferralsRepository } from './repository';
import { referralsRoutes } from './routes';

/**
 * The workspace's referral programme (issue 14): the agency's tiers and referrals, confirming them and
 * recording their payout (the customer's side is modules/referrals).
 */
export const workspaceReferralsPlugin = routesPlugin(
  { name: 'workspace-referrals', dependencies: ['config', 'database', 'clock', 'session', 'outbox'] },
  referralsRoutes,
  createAgencyReferralsRepository,
  (app) => ({
    publicUrl: app.config.publicUrl,
    now: () => app.clock.now(),
    kickOutbox: () => app.outbox.kick(),
  }),
);
