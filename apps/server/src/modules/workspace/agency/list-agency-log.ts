import { AGENCY_LOG_LIMIT } from '@kundenportal/domain/workspace/audit-log';
import type { AgencyRepository } from './repository';

/** The agency's newest changes to itself (its page, brand, legal texts, tiers, templates). */
export async function listAgencyLog(repository: AgencyRepository, agencyId: number) {
  return { entries: await repository.log(agencyId, AGENCY_LOG_LIMIT) };
}
