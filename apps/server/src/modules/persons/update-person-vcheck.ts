import type { BedarfscheckAnswers } from '@kundenportal/domain/bedarfscheck/answers';
import type { Person } from '@kundenportal/domain/household/person-api';
import type { PersonsRepository } from './repository';
import { updateLockedPerson } from './update-locked-person';

/**
 * PUT /api/persons/vcheck/:id/update/fremdvertrag: the Bedarfscheck's answers of one person (ADR 174,
 * checked by the route's schema): familienstand to its own column, the flags ('0'/'1') and the other
 * answers to `details`; a field sent is saved (null empties it), a field left out keeps its value.
 */
export function updatePersonVcheck(
  repository: PersonsRepository,
  userId: number,
  personId: number,
  answers: BedarfscheckAnswers,
): Promise<{ person: Person }> {
  const { familienstand, ...details } = answers;
  const sent = Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined));
  return updateLockedPerson(repository, userId, personId, (person) => ({
    ...(familienstand === undefined ? {} : { familienstand }),
    details: { ...person.details, ...sent },
  }));
}
