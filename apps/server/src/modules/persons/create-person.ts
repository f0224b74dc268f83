import type { Person } from '@kundenportal/domain/household/person-api';
import type { PersonSave } from './person-save-body';
import type { PersonsRepository } from './repository';
import { savePerson } from './save-person';

/** A new person of the household with its addresses and bank connections (PersonInput), after the route checked person_edit. */
export function createPerson(
  repository: PersonsRepository,
  userId: number,
  body: PersonSave,
): Promise<{ person: Person }> {
  return savePerson(repository, userId, null, body);
}
