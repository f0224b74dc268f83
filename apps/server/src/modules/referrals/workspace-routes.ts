import { confirmReferralSchema, referralTiersInputSchema } from '@kundenportal/domain/workspace/referrals';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { writeAdviserAudit } from '../../lib/adviser-audit';
import { AppError } from '../../lib/app-error';
import { parseBody } from '../../lib/parse-body';
import { pathId } from '../../lib/path-id';
import { documentedBody } from '../../plugins/openapi';
import { requireAdviser } from '../../plugins/session';
import {
  agencyReferrals,
  confirmReferralById,
  payReferralById,
  replaceTiers,
  tiersOf,
} from './agency-referrals';

type Deps = { db: Db; publicUrl: string; now: () => Date };

/**
 * The referral programme in the workspace (issue 14; the admin commands stay for automation): the
 * agency's referrals, its payout tiers, confirming a referral and recording its voucher as paid. Each
 * step is written to the agency's audit log under the referrer, a change of the tiers under the agency
 * itself. Adviser token only; 404 for another agency's referral before a body is read.
 */
export const referralWorkspaceRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  const auth = { onRequest: app.authenticateAdviser };

  async function ownReferral(request: FastifyRequest) {
    const adviser = requireAdviser(request);
    const id = pathId(request, 'could_not_find_referral');
    const [referral] = await agencyReferrals(deps.db, adviser.agencyId, id);
    if (!referral) throw new AppError('could_not_find_referral');
    return { adviser, referral };
  }

  app.get('/berater/empfehlungen', auth, async (request) => {
    const { agencyId } = requireAdviser(request);
    const [tiers, referrals] = await Promise.all([
      tiersOf(deps.db, agencyId),
      agencyReferrals(deps.db, agencyId),
    ]);
    return { tiers, referrals };
  });

  app.put(
    '/berater/empfehlungen/stufen',
    { ...auth, ...documentedBody(referralTiersInputSchema) },
    async (request) => {
      const adviser = requireAdviser(request);
      const { tiers } = parseBody(referralTiersInputSchema, request.body);
      const sorted = [...tiers].sort((a, b) => a.minCount - b.minCount);
      await replaceTiers(deps.db, adviser.agencyId, sorted, (tx, before) =>
        writeAdviserAudit(tx, adviser, null, 'referral_tiers_changed', [
          { key: 'tiers', before, after: sorted },
        ]),
      );
      return { tiers: await tiersOf(deps.db, adviser.agencyId) };
    },
  );

  app.post(
    '/berater/empfehlungen/:id/bestaetigen',
    { ...auth, ...documentedBody(confirmReferralSchema) },
    async (request) => {
      const { adviser, referral } = await ownReferral(request);
      const input = parseBody(confirmReferralSchema, request.body);
      await confirmReferralById(
        deps.db,
        referral.id,
        { voucherType: input.voucherType, bonusCents: input.bonusCents ?? 0, now: deps.now() },
        (tx, referrer) =>
          writeAdviserAudit(tx, adviser, referrer, 'referral_confirmed', [
            { key: 'referral', before: null, after: referral.referred.name },
          ]),
      );
      const [updated] = await agencyReferrals(deps.db, adviser.agencyId, referral.id);
      return { referral: updated };
    },
  );

  app.post('/berater/empfehlungen/:id/auszahlen', auth, async (request) => {
    const { adviser, referral } = await ownReferral(request);
    await payReferralById(
      deps.db,
      referral.id,
      { publicUrl: deps.publicUrl, now: deps.now() },
      (tx, referrer) =>
        writeAdviserAudit(tx, adviser, referrer, 'referral_paid', [
          { key: 'referral', before: null, after: referral.referred.name },
        ]),
    );
    app.outbox.kick();
    const [updated] = await agencyReferrals(deps.db, adviser.agencyId, referral.id);
    return { referral: updated };
  });
};
