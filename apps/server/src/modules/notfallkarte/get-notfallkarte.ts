import { sameInsurer } from '@kundenportal/domain/contracts/insurer-names';
import { insurerHotline } from '@kundenportal/domain/notfallkarte/insurer-hotlines';
import { buildNotfallkarte } from '@kundenportal/domain/notfallkarte/notfallkarte';
import type { NotfallkarteResponse } from '@kundenportal/domain/notfallkarte/notfallkarte-api';
import type { NotfallkarteRepository } from './repository';

/**
 * The customer's emergency card: the household as stored, put together by the domain's rule; an insurer's
 * hotline is the one the agency entered for it (matched as the settings are, sameInsurer), else the table's.
 */
export async function getNotfallkarte(
  repository: NotfallkarteRepository,
  userId: number,
): Promise<NotfallkarteResponse> {
  const { people, contracts, adviser, hotlines } = await repository.householdOf(userId);
  const hotlineOf = (versicherer: string) =>
    hotlines.find((row) => sameInsurer(row.versicherer, versicherer))?.schadenhotline ??
    insurerHotline(versicherer);
  return buildNotfallkarte(people, contracts, adviser, hotlineOf);
}
