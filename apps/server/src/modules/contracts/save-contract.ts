import { type Contract, presentContract } from '@kundenportal/domain/contracts/contract-api';
import { type ContractBody, checkContractSave } from '@kundenportal/domain/contracts/contract-save';
import { toErrorEntries } from '@kundenportal/domain/forms/validate-form';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import { AppError, ValidationError } from '../../lib/app-error';
import { personChoices } from './contract-save-state';
import type { ContractsRepository } from './repository';

/**
 * Create (`contractId` null) or update a contract. On an update a field the body leaves out keeps its
 * stored value; the row is locked while the body is merged over it, so two saves never interleave. The
 * route schema checked the body against the state it read (ADR 140); it is checked again against the
 * locked row, which a save in between may have changed (a person of another household is no choice, 422).
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
    const persons = await personChoices(repository, userId, tx);
    const parsed = checkContractSave(body, { current, persons, now });
    if (!parsed.ok) throw new ValidationError(toErrorEntries(parsed.errors));
    const saved = current
      ? await repository.update(tx, userId, current, parsed.values, now)
      : await repository.insert(tx, userId, parsed.values);
    if (!saved) throw new AppError('could_not_find_contract');
    return { contract: presentContract(saved, isoDateIn(now)) };
  });
}
