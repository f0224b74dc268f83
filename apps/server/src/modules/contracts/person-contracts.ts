import type { Db } from '../../db/client';
import type { ContractsRepository } from './repository';

/**
 * The contracts' part of deleting a person (persons module hook, added in plugin.ts): a contract is
 * the household's, not only the insured person's, so it moves to the main person instead of going.
 */
export function contractsOfDeletedPerson(repository: ContractsRepository) {
  return async (tx: Db, person: { userId: number; personId: number }) => {
    await repository.moveToMainPerson(tx, person.userId, person.personId, new Date());
    return undefined;
  };
}
