import type { Person } from '@kundenportal/domain/household/person-api';
import { AppError } from '../../lib/app-error';
import { getPerson } from './get-person';
import type { PersonRow, PersonsRepository } from './repository';

type PersonUpdate = Parameters<PersonsRepository['updatePerson']>[3];

/**
 * The frame of the partial person updates (release, mail screen, vcheck), after the route's checks
 * (config.person_edit, the person is the user's, the body): the person locked in a transaction (404 if
 * it went meanwhile), the values the body gives, then the person as saved.
 */
export async function updateLockedPerson(
  repository: PersonsRepository,
  userId: number,
  personId: number,
  values: (person: PersonRow) => PersonUpdate,
): Promise<{ person: Person }> {
  return repository.transaction(async (tx) => {
    const person = await repository.lockPerson(tx, userId, personId);
    if (!person) throw new AppError('not_found');
    await repository.updatePerson(tx, userId, personId, values(person));
    return getPerson(repository, userId, personId, tx);
  });
}
