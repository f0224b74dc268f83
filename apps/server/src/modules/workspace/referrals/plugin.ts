import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAgencyReferralsRepository } from './repository';
import { referralsRoutes } from './routes';

/**
 * The workspace's referral programme (issue 14): the agency's tiers and referrals, confirming them and
 * recording their payout (the customer's side is modules/referrals).
 */
export const workspaceReferralsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(referralsRoutes, {
      repository: createAgencyReferralsRepository(app.database.db),
      publicUrl: app.config.publicUrl,
      now: () => app.clock.now(),
      kickOutbox: () => app.outbox.kick(),
    });
  },
  { name: 'workspace-referrals', dependencies: ['config', 'database', 'clock', 'session', 'outbox'] },
);
