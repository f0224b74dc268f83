import {
  recommendationResponseSchema,
  referralInvitationResponseSchema,
  referralLinkResponseSchema,
  referralPaymentsResponseSchema,
  referralSlugParamsSchema,
  referralsResponseSchema,
  referralTiersResponseSchema,
  shareTextResponseSchema,
  voucherTypesResponseSchema,
} from '@kundenportal/domain/referrals/referral-response-schemas';
import { isReferralSlug } from '@kundenportal/domain/referrals/referral-rules';
import { VOUCHER_TYPES } from '@kundenportal/domain/referrals/vouchers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { responses } from '../../lib/route-responses';
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
export const referralsRoutes: FastifyPluginAsyncZod<ReferralsDeps> = async (app, deps) => {
  const auth = { onRequest: app.authenticate };
  const user = (request: Parameters<typeof requireSession>[0]) => requireSession(request).userId;
  const read = <S extends z.ZodType>(summary: string, answer: S) => ({
    ...auth,
    config: { cachedRead: true },
    schema: { summary, response: responses({ 200: answer }) },
  });

  app.get(
    '/users/slug/url',
    read('The customer’s personal referral link', referralLinkResponseSchema),
    async (request) => ({
      url: await referralLink(deps, user(request)),
    }),
  );
  app.get(
    '/users/referrals/tiers',
    read('The reward per successful referral, by tier', referralTiersResponseSchema),
    async (request) => ({
      tiers: await referralTiersOf(deps, user(request)),
    }),
  );
  app.get(
    '/users/referrals/payments',
    read('The customer’s referral payouts', referralPaymentsResponseSchema),
    async (request) => ({
      payments: await referralPaymentsOf(deps, user(request)),
    }),
  );
  app.get(
    '/users/referrals/voucher-types',
    read('The voucher types a payout can take', voucherTypesResponseSchema),
    async (request) => {
      await referrer(deps, user(request));
      return { voucherTypes: [...VOUCHER_TYPES] };
    },
  );
  app.get(
    '/users/referrals/share-text',
    read('The text for sharing the referral link', shareTextResponseSchema),
    async (request) => ({
      text: await shareText(deps, user(request)),
    }),
  );
  app.get(
    '/users/referrals',
    read('The customer’s referrals and their status', referralsResponseSchema),
    async (request) => ({
      referrals: await referralsOf(deps, user(request)),
    }),
  );
  app.get(
    '/social/recommendation',
    read('The texts for recommending the app', recommendationResponseSchema),
    async (request) => recommendation(deps, user(request)),
  );

  app.get(
    '/empfehlung/:slug',
    {
      schema: {
        summary: 'Who recommends, by a referral link’s slug (public, for the sign-up)',
        params: referralSlugParamsSchema,
        response: responses({ 200: referralInvitationResponseSchema }),
      },
    },
    async (request) => {
      const { slug } = request.params;
      const invitation = isReferralSlug(slug) ? await deps.repository.invitation(slug) : null;
      if (!invitation) throw new AppError('not_found');
      return { empfehlung: invitation };
    },
  );
};
