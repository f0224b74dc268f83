import type { ReferralTierRule } from '@kundenportal/domain/workspace/referrals';
import { writeAdviserAudit } from '../../../lib/adviser-audit';
import type { AgencyReferralsRepository } from './repository';

type Adviser = { userId: number; agencyId: number };

/**
 * Replaces an agency's payout tiers, sorted by count; the same tiers again change nothing. A change by an
 * adviser is written to the agency's log in its transaction, with the tiers before (the admin command's
 * change, `adviser` null, is not).
 */
export async function replaceReferralTiers(
  repository: AgencyReferralsRepository,
  agencyId: number,
  tiers: readonly ReferralTierRule[],
  adviser: Adviser | null,
): Promise<ReferralTierRule[]> {
  const sorted = [...tiers]
    .sort((a, b) => a.minCount - b.minCount)
    .map(({ minCount, valueCents }) => ({ minCount, valueCents }));
  await repository.transaction(async (tx) => {
    await repository.lockAgency(tx, agencyId);
    const before = await repository.tiers(agencyId, tx);
    if (JSON.stringify(before) === JSON.stringify(sorted)) return;
    await repository.writeTiers(tx, agencyId, sorted);
    if (adviser)
      await writeAdviserAudit(tx, adviser, null, 'referral_tiers_changed', [
        { key: 'tiers', before, after: sorted },
      ]);
  });
  return sorted;
}
