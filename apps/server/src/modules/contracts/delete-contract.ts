import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { ContractsRepository } from './repository';

/**
 * What other modules do when a contract goes (`app.contracts.deletionHooks`): runs in the deleting transaction
 * and may return work for after COMMIT (the documents' files).
 */
export type ContractDeletionHook = (
  tx: Db,
  contract: { userId: number; contractId: number },
  log: FastifyBaseLogger,
) => Promise<(() => Promise<void>) | undefined>;

export async function deleteContract(
  deps: { repository: ContractsRepository; onDelete: ContractDeletionHook[]; log: FastifyBaseLogger },
  userId: number,
  contractId: number,
): Promise<{ success: true }> {
  const afterCommit = await deps.repository.transaction(async (tx) => {
    if (!(await deps.repository.lockId(tx, userId, contractId)))
      throw new AppError('could_not_find_contract');
    const after = [];
    for (const hook of deps.onDelete) after.push(await hook(tx, { userId, contractId }, deps.log));
    await deps.repository.remove(tx, userId, contractId);
    return after;
  });
  for (const work of afterCommit) await work?.();
  return { success: true };
}
