import {
  type Contract,
  type ContractBody,
  presentContract,
} from '@kundenportal/domain/contracts/contract-api';
import { parseContractValues } from '@kundenportal/domain/contracts/contract-input';
import { toErrorEntries } from '@kundenportal/domain/forms/validate-form';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import type { Db } from '../../db/client';
import { AppError, ValidationError } from '../../lib/app-error';
import type { ContractsRepository } from './repository';

/** The household's persons as the `person_id` choices. */
async function personChoices(repository: ContractsRepository, userId: number, tx: Db) {
  const rows = await repository.persons(userId, tx);
  return rows.map((person) => ({
    value: String(person.id),
    label: `${person.firstname} ${person.lastname}`,
  }));
}

/**
 * Create (`contractId` null) or update a contract. On an update a field the body leaves out keeps its
 * stored value; the row is locked while the body is checked against it, so two saves never interleave.
 * The body's keys are the route schema's (`contractBody`, ADR 140); its values are checked here against
 * the merged contract and the household's persons (a person of another household is no choice, 422).
 */
export async function saveContract(
  repository: ContractsRepository,
  userId: number,
  contractId: number | null,
  body: ContractBody,
  now: Date,
): Promise<{ contract: Contract }> {
  return repository.transaction(async (tx) => {
    const current = contractId === null ? null : await repository.lock(tx, userId, contractId);
    if (contractId !== null && !current) throw new AppError('could_not_find_contract');
    const values: Record<string, unknown> = { ...(current ?? {}) };
    for (const [key, value] of Object.entries(body)) if (value !== undefined) values[key] = value;
    const parsed = parseContractValues(values, {
      now,
      persons: await personChoices(repository, userId, tx),
      storedMemoryDatum: current?.memory_datum ?? null,
    });
    if (!parsed.ok) throw new ValidationError(toErrorEntries(parsed.errors));
    const saved = current
      ? await repository.update(tx, userId, current, parsed.values, now)
      : await repository.insert(tx, userId, parsed.values);
    if (!saved) throw new AppError('could_not_find_contract');
    return { contract: presentContract(saved, isoDateIn(now)) };
  });
}
