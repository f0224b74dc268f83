import { idParamsSchema } from '@kundenportal/domain/api/path-params';
import {
  agencyReferralResponseSchema,
  agencyReferralsSchema,
  confirmReferralSchema,
  referralTiersInputSchema,
  referralTiersSchema,
} from '@kundenportal/domain/workspace/referrals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { owned } from '../../../lib/owned';
import { pathId } from '../../../lib/path-id';
import { responses } from '../../../lib/route-responses';
import { zodBody } from '../../../lib/zod-body';
import { requireAdviser } from '../../../plugins/session';
import { confirmReferral } from './confirm-referral';
import { listAgencyReferrals } from './list-agency-referrals';
import { payReferral } from './pay-referral';
import { replaceReferralTiers } from './replace-referral-tiers';
import type { AgencyReferralsRepository } from './repository';

type Deps = {
  repository: AgencyReferralsRepository;
  publicUrl: string;
  now: () => Date;
  /** Sends the referrer's mail of a payout now (the outbox). */
  kickOutbox: () => void;
};

/**
 * The referral programme in the workspace (issue 14; the admin commands stay for automation): the
 * agency's referrals, its payout tiers, confirming a referral and recording its voucher as paid. An
 * adviser's token (401/403 in onRequest), then the agency's referral of the path (404 in preValidation,
 * also for another agency's), then the schema's 422 (ADR 100).
 */
export const referralsRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { repository } = deps;
  const auth = { onRequest: app.authenticateAdviser };
  const referral = owned(async (request) => {
    const { agencyId } = requireAdviser(request);
    const id = pathId(request, 'could_not_find_referral');
    const [found] = await repository.agencyReferrals(agencyId, id);
    if (!found) throw new AppError('could_not_find_referral');
    return found;
  });
  const current = async (agencyId: number, id: number) => {
    const [updated] = await repository.agencyReferrals(agencyId, id);
    if (!updated) throw new AppError('could_not_find_referral');
    return { referral: updated };
  };

  app.get(
    '/berater/empfehlungen',
    {
      config: { cachedRead: true },
      ...auth,
      schema: {
        summary: 'The agency’s referrals and payout tiers',
        response: responses({ 200: agencyReferralsSchema }),
      },
    },
    async (request) => listAgencyReferrals(repository, requireAdviser(request).agencyId),
  );

  app.put(
    '/berater/empfehlungen/stufen',
    {
      ...auth,
      schema: {
        summary: 'Replace the agency’s payout tiers',
        body: zodBody(referralTiersInputSchema),
        response: responses({ 200: referralTiersSchema }),
      },
    },
    async (request) => {
      const adviser = requireAdviser(request);
      return {
        tiers: await replaceReferralTiers(repository, adviser.agencyId, request.body.tiers, adviser),
      };
    },
  );

  app.post(
    '/berater/empfehlungen/:id/bestaetigen',
    {
      ...auth,
      preValidation: referral.preValidation,
      schema: {
        summary: 'Confirm a referral: its payout by the referrer’s tier',
        params: idParamsSchema,
        body: zodBody(confirmReferralSchema),
        response: responses({ 200: agencyReferralResponseSchema }),
      },
    },
    async (request) => {
      const adviser = requireAdviser(request);
      const { id } = referral.of(request);
      const { voucherType, bonusCents } = request.body;
      await confirmReferral(
        repository,
        id,
        { voucherType, bonusCents: bonusCents ?? 0, now: deps.now() },
        adviser,
      );
      return current(adviser.agencyId, id);
    },
  );

  app.post(
    '/berater/empfehlungen/:id/auszahlen',
    {
      ...auth,
      preValidation: referral.preValidation,
      schema: {
        summary: 'Record a confirmed referral’s voucher as paid (and tell the referrer)',
        params: idParamsSchema,
        response: responses({ 200: agencyReferralResponseSchema }),
      },
    },
    async (request) => {
      const adviser = requireAdviser(request);
      const { id } = referral.of(request);
      await payReferral(repository, id, { publicUrl: deps.publicUrl, now: deps.now() }, adviser);
      deps.kickOutbox();
      return current(adviser.agencyId, id);
    },
  );
};
