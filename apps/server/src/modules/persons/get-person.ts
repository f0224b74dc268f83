import type { Person } from '@kundenportal/domain/household/person-api';
import { AppError } from '../../lib/app-error';
import { toPerson } from './person-mapper';
import type { Executor, PersonsRepository } from './repository';

/** One person of the household; another customer's id is not found, as if it did not exist. */
export async function getPerson(
  repository: PersonsRepository,
  userId: number,
  personId: number,
  ex?: Executor,
): Promise<{ person: Person }> {
  const row = await repository.findPerson(userId, personId, ex);
  if (!row) throw new AppError('not_found');
  return { person: toPerson(row) };
}
