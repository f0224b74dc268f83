import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';
import { type DeletionHook, deleteWithHooks } from '../../lib/deletion-hooks';
import type { ContractsRepository } from './repository';

/** What other modules do when a contract goes (`app.contracts.deletionHooks`): their rows of it. */
export type ContractDeletionHook = DeletionHook<{ userId: number; contractId: number }>;

/** Deletes the customer's contract with what the hooks take along (404 when it is not theirs). */
export async function deleteContract(
  deps: { repository: ContractsRepository; onDelete: ContractDeletionHook[] },
  userId: number,
  contractId: number,
  log: FastifyBaseLogger,
): Promise<{ success: true }> {
  const { repository } = deps;
  await deleteWithHooks(repository.transaction, deps.onDelete, { userId, contractId }, log, {
    lock: async (tx) => {
      const found = await repository.lockId(tx, userId, contractId);
      if (!found) throw new AppError('could_not_find_contract');
      // The adviser's contract stays until the adviser's side removes it (ADR 199).
      if (found.provided) throw new AppError('provided_contract_not_deletable');
    },
    remove: (tx) => repository.remove(tx, userId, contractId),
  });
  return { success: true };
}
