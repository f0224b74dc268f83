import {
  type ContractBody,
  type ContractSaveState,
  contractSaveBody,
} from '@kundenportal/domain/contracts/contract-save';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { toStoredContract } from '../../db/contract-row';
import { AppError } from '../../lib/app-error';
import { bodyContext } from '../../lib/body-context';
import type { ContractsRepository } from './repository';

/** The household's persons as the `person_id` choices. */
export async function personChoices(repository: ContractsRepository, userId: number, ex?: Db) {
  const rows = await repository.persons(userId, ex);
  return rows.map((person) => ({
    value: String(person.id),
    label: `${person.firstname} ${person.lastname}`,
  }));
}

/**
 * A save's route schema and the preValidation step that reads what it is checked against (ADR 140): the
 * stored contract (the path's, the customer's: 404 otherwise) and the household's persons, kept by the
 * body (`lib/body-context.ts`). Nothing is read for a body that is no object: its schema refuses it as is.
 */
export function contractSaveState(repository: ContractsRepository, now: () => Date) {
  const kept = bodyContext<ContractSaveState>();
  return {
    body: contractSaveBody((body: ContractBody) => kept.of(body)),
    /** Reads and keeps the state of a new contract (`contractId` null) or of the customer's contract. */
    async keep(request: FastifyRequest, userId: number, contractId: number | null): Promise<void> {
      const row = contractId === null ? null : await repository.find(userId, contractId);
      if (contractId !== null && !row) throw new AppError('could_not_find_contract');
      if (typeof request.body !== 'object' || request.body === null) return;
      const current = row && toStoredContract(row);
      kept.keep(request, { current, persons: await personChoices(repository, userId), now: now() });
    },
  };
}
