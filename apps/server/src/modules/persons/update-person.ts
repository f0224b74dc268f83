import type { Person } from '@kundenportal/domain/household/person-api';
import type { PersonSave } from './person-save-body';
import type { PersonsRepository } from './repository';
import { savePerson } from './save-person';

/**
 * The edit screen's save, after the route checked person_edit and the id: fields left out keep their
 * value, lists apply their neu/del/main changes.
 */
export function updatePerson(
  repository: PersonsRepository,
  userId: number,
  personId: number,
  body: PersonSave,
): Promise<{ person: Person }> {
  return savePerson(repository, userId, personId, body);
}
