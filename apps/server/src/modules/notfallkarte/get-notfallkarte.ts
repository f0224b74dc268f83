import { buildNotfallkarte } from '@kundenportal/domain/notfallkarte/notfallkarte';
import type { NotfallkarteResponse } from '@kundenportal/domain/notfallkarte/notfallkarte-api';
import type { NotfallkarteRepository } from './repository';

/** The customer's emergency card: the household as stored, put together by the domain's rule. */
export async function getNotfallkarte(
  repository: NotfallkarteRepository,
  userId: number,
): Promise<NotfallkarteResponse> {
  const { people, contracts, adviser } = await repository.householdOf(userId);
  return buildNotfallkarte(people, contracts, adviser);
}
