import { type BedarfscheckAnswer, householdNeeds } from '@kundenportal/domain/bedarfscheck/bedarfscheck-api';
import type { BedarfscheckRepository } from './repository';

/** GET /api/bedarfscheck: every person of the household against the household's contracts (ADR 174). */
export async function readHouseholdNeeds(
  repository: BedarfscheckRepository,
  userId: number,
): Promise<BedarfscheckAnswer> {
  const household = await repository.household(userId);
  return householdNeeds(household.persons, household.contracts);
}
