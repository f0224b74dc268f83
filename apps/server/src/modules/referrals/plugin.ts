import { uiTexts } from '@kundenportal/domain/texts/ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createReferralsRepository } from './repository';
import { referralsRoutes } from './routes';

/**
 * The referral programme on the customer's side: the link, tiers, rewards and referrals (the agency's
 * side, its tiers and confirmations, is modules/workspace/referrals).
 */
export const referralsPlugin = fp(
  async (app: FastifyInstance) => {
    const { database, config } = app;
    await app.register(referralsRoutes, {
      repository: createReferralsRepository(database.db),
      publicUrl: config.publicUrl,
      appName: uiTexts.appName,
    });
  },
  { name: 'referrals', dependencies: ['config', 'database', 'session'] },
);
