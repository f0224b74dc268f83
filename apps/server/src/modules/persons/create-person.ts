import type { Person } from '@kundenportal/domain/household/person-api';
import { requirePersonEdit } from './person-edit-permission';
import type { PersonsRepository } from './repository';
import { savePerson } from './save-person';

/** A new person of the household with its addresses and bank connections (PersonInput). */
export async function createPerson(
  repository: PersonsRepository,
  userId: number,
  body: unknown,
): Promise<{ person: Person }> {
  await requirePersonEdit(repository, userId);
  return savePerson(repository, userId, null, body);
}
