import type { Person } from '@kundenportal/domain/household/person-api';
import { toPerson } from './person-mapper';
import type { PersonsRepository } from './repository';

/** The household's persons by id ascending (spec section 9: default sort of the person list). */
export async function listPersons(
  repository: PersonsRepository,
  userId: number,
): Promise<{ persons: Person[] }> {
  const rows = await repository.listPersons(userId);
  return { persons: rows.map(toPerson) };
}
