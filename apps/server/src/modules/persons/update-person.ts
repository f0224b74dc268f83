import type { Person } from '@kundenportal/domain/household/person-api';
import { requirePersonEdit } from './person-edit-permission';
import type { PersonsRepository } from './repository';
import { savePerson } from './save-person';

/** The edit screen's save: fields left out keep their value, lists apply their neu/del/main changes. */
export async function updatePerson(
  repository: PersonsRepository,
  userId: number,
  personId: number,
  body: unknown,
): Promise<{ person: Person }> {
  await requirePersonEdit(repository, userId);
  return savePerson(repository, userId, personId, body);
}
