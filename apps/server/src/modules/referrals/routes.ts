import { isReferralSlug } from '@kundenportal/domain/referrals/referral-rules';
import { VOUCHER_TYPES } from '@kundenportal/domain/referrals/vouchers';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error';
import { requireSession } from '../../plugins/session';
import {
  type ReferralsDeps,
  recommendation,
  referralLink,
  referralPaymentsOf,
  referralsOf,
  referralTiersOf,
  referrer,
  shareText,
} from './referral-service';

/**
 * The referral programme (issue 13, spec section 7): the personal link, tiers, payouts, voucher types,
 * share text and the customer's referrals (403 without `features.referrals`); recommending the app
 * (every customer); and the public look-up of a link's slug for the sign-up wizard.
 */
export const referralsRoutes: FastifyPluginAsync<ReferralsDeps> = async (app, deps) => {
  const auth = { onRequest: app.authenticate };
  const user = (request: Parameters<typeof requireSession>[0]) => requireSession(request).userId;

  app.get('/users/slug/url', auth, async (request) => ({ url: await referralLink(deps, user(request)) }));
  app.get('/users/referrals/tiers', auth, async (request) => ({
    tiers: await referralTiersOf(deps, user(request)),
  }));
  app.get('/users/referrals/payments', auth, async (request) => ({
    payments: await referralPaymentsOf(deps, user(request)),
  }));
  app.get('/users/referrals/voucher-types', auth, async (request) => {
    await referrer(deps, user(request));
    return { voucherTypes: VOUCHER_TYPES };
  });
  app.get('/users/referrals/share-text', auth, async (request) => ({
    text: await shareText(deps, user(request)),
  }));
  app.get('/users/referrals', auth, async (request) => ({
    referrals: await referralsOf(deps, user(request)),
  }));
  app.get('/social/recommendation', auth, async (request) => recommendation(deps, user(request)));

  app.get('/empfehlung/:slug', async (request) => {
    const { slug } = request.params as { slug?: string };
    const invitation =
      typeof slug === 'string' && isReferralSlug(slug) ? await deps.repository.invitation(slug) : null;
    if (!invitation) throw new AppError('not_found');
    return { empfehlung: invitation };
  });
};
