import type { NormalisedValue } from '@kundenportal/domain/forms/validate-field';
import type { Person } from '@kundenportal/domain/household/person-api';
import type { PersonsRepository } from './repository';
import { updateLockedPerson } from './update-locked-person';

/**
 * PUT /api/persons/vcheck/:id/update/fremdvertrag: sets the vcheck flags the body names ('0'/'1', checked
 * by the route's schema); flags it leaves out keep their value.
 */
export function updatePersonVcheck(
  repository: PersonsRepository,
  userId: number,
  personId: number,
  flags: Record<string, NormalisedValue>,
): Promise<{ person: Person }> {
  return updateLockedPerson(repository, userId, personId, (person) => ({
    details: { ...person.details, ...flags },
  }));
}
