import type { AgencyReferrals } from '@kundenportal/domain/workspace/referrals';
import type { AgencyReferralsRepository } from './repository';

/** The agency's payout tiers and its referrals, newest first. */
export async function listAgencyReferrals(
  repository: AgencyReferralsRepository,
  agencyId: number,
): Promise<AgencyReferrals> {
  const [tiers, referrals] = await Promise.all([
    repository.tiers(agencyId),
    repository.agencyReferrals(agencyId),
  ]);
  return { tiers, referrals };
}
