import {
  type Contract,
  presentContract,
  type StoredContract,
} from '@kundenportal/domain/contracts/contract-api';
import type { ContractValues } from '@kundenportal/domain/contracts/contract-input';
import {
  type ContractBody,
  type ContractSaveState,
  checkContractSave,
} from '@kundenportal/domain/contracts/contract-save';
import { adviserValuesOver } from '@kundenportal/domain/contracts/provided-contract';
import { toErrorEntries } from '@kundenportal/domain/forms/validate-form';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import type { Db } from '../../db/client';
import { toStoredContract } from '../../db/contract-row';
import { AppError, ValidationError } from '../../lib/app-error';
import { personChoices } from './contract-save-state';
import type { ContractsRepository } from './repository';

/** Who provides: the agency, for one of its customers (the caller has checked that). */
export type ProvidedBy = { agencyId: number; customerId: number };

/**
 * The contracts an agency provides to its customers (issue 31, ADR 198), offered to the workspace and the
 * portfolio import as `app.providedContracts`: each write runs in the caller's transaction (its audit entry
 * beside it) and marks the contract provided now and not yet seen by the customer.
 */
export function createProvidedContracts(repository: ContractsRepository) {
  return {
    /** The customer's contract, provided or not, or null. */
    async find(customerId: number, contractId: number, now: Date): Promise<Contract | null> {
      const row = await repository.find(customerId, contractId);
      return row && presentContract(toStoredContract(row), isoDateIn(now));
    },

    /**
     * What the adviser's save of a new (`contractId` null) or a provided contract is checked against, for
     * the route schema (ADR 140); 404 could_not_find_contract for a contract that is not a provided one.
     */
    async state(customerId: number, contractId: number | null, now: Date): Promise<ContractSaveState> {
      const row = contractId === null ? null : await repository.find(customerId, contractId);
      if (contractId !== null && !row?.providedAt) throw new AppError('could_not_find_contract');
      const persons = await personChoices(repository, customerId);
      return { current: row && toStoredContract(row), persons, now, asAdviser: true };
    },

    /**
     * The adviser's save (a body of the contract catalogue, checked as the customer's save is, 422 at its
     * fields): a new provided contract (`contractId` null) or a change of a provided one (404 for another).
     */
    async save(
      tx: Db,
      by: ProvidedBy,
      contractId: number | null,
      body: ContractBody,
      now: Date,
    ): Promise<{ before: StoredContract | null; contract: Contract }> {
      const current = contractId === null ? null : await repository.lock(tx, by.customerId, contractId);
      if (contractId !== null && !current?.bereitgestellt_am) throw new AppError('could_not_find_contract');
      const persons = await personChoices(repository, by.customerId, tx);
      const parsed = checkContractSave(body, { current, persons, now, asAdviser: true });
      if (!parsed.ok) throw new ValidationError(toErrorEntries(parsed.errors));
      // The customer's own fields stay theirs: the adviser's save never changes them (ADR 198).
      const values = adviserValuesOver(current, parsed.values);
      const saved = await repository.provide(tx, by, current?.id ?? null, values, now);
      return { before: current, contract: presentContract(saved, isoDateIn(now)) };
    },

    /**
     * The import's write of checked values: the customer's contract with the same insurer and number is
     * updated (the adviser's fields; the customer's stay) and becomes provided, else a new one is made.
     * 'unveraendert' when nothing the adviser owns changed (then nothing is written).
     */
    async upsert(
      tx: Db,
      by: ProvidedBy,
      values: ContractValues,
      now: Date,
    ): Promise<{ id: number; outcome: 'neu' | 'geaendert' | 'unveraendert' }> {
      const match = await repository.lockByNumber(tx, by.customerId, values.gesellschaft, values.nummer);
      if (!match) return { id: (await repository.provide(tx, by, null, values, now)).id, outcome: 'neu' };
      const merged = adviserValuesOver(match, values);
      const same = match.bereitgestellt_am && JSON.stringify(pick(match, merged)) === JSON.stringify(merged);
      if (same) return { id: match.id, outcome: 'unveraendert' };
      await repository.provide(tx, by, match.id, merged, now);
      return { id: match.id, outcome: 'geaendert' };
    },
  };
}

/** `stored`'s values under the keys of `like`, in its order. */
function pick(stored: StoredContract, like: ContractValues): Record<string, unknown> {
  return Object.fromEntries(Object.keys(like).map((key) => [key, stored[key as keyof StoredContract]]));
}

export type ProvidedContracts = ReturnType<typeof createProvidedContracts>;
