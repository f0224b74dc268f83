import { type VorsorgeInput, vorsorgeInputSchema } from '@kundenportal/domain/vorsorgestatus/vorsorge-input';
import {
  householdPensionStatus,
  type VorsorgestatusAnswer,
} from '@kundenportal/domain/vorsorgestatus/vorsorgestatus-api';
import type { VorsorgestatusRepository } from './repository';

/**
 * GET /api/vorsorgestatus: each adult of the household with a birth date, from the persons' answers, their
 * stored entries (an entry the schema no longer takes counts as none) and the active pension contracts,
 * as of `today` (ADR 175, 177).
 */
export async function pensionStatusOf(
  repository: VorsorgestatusRepository,
  userId: number,
  today: string,
): Promise<VorsorgestatusAnswer> {
  const household = await repository.household(userId);
  const inputs = new Map<number, VorsorgeInput>();
  for (const entry of household.entries) {
    const parsed = vorsorgeInputSchema.safeParse(entry.angaben);
    if (parsed.success) inputs.set(entry.personId, parsed.data);
  }
  return householdPensionStatus(household.persons, inputs, household.contracts, today);
}
