import { uiTexts } from '@kundenportal/domain/texts/ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createReferralsRepository } from './repository';
import { referralsRoutes } from './routes';
import { referralWorkspaceRoutes } from './workspace-routes';

/** The referral programme: the customer's link and rewards, the workspace's tiers and confirmations. */
export const referralsPlugin = fp(
  async (app: FastifyInstance) => {
    const { database, config } = app;
    await app.register(referralWorkspaceRoutes, {
      db: database.db,
      publicUrl: config.publicUrl,
      now: () => app.clock.now(),
    });
    await app.register(referralsRoutes, {
      repository: createReferralsRepository(database.db),
      publicUrl: config.publicUrl,
      appName: uiTexts.appName,
    });
  },
  { name: 'referrals', dependencies: ['config', 'database', 'clock', 'session'] },
);
