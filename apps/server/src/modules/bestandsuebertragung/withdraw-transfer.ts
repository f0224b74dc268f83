import { canWithdraw } from '@kundenportal/domain/bestandsuebertragung/status-machine';
import type { CustomerTransfer } from '@kundenportal/domain/bestandsuebertragung/transfer-api';
import { AppError } from '../../lib/app-error';
import { writeTransferAudit } from './audit-repository';
import { presentTransfer } from './present-transfer';
import type { TransfersRepository } from './repository';

/**
 * DELETE /api/bestandsuebertragung/{id}: withdraws the customer's transfer while no contract of it was sent
 * (409 `transfer_already_sent` after). The transfer's row is locked, so a letter sent at the same moment
 * either comes first (409) or finds it withdrawn. A withdrawn transfer answers as it is.
 */
export async function withdrawTransfer(
  repository: TransfersRepository,
  userId: number,
  id: number,
  now: Date,
): Promise<CustomerTransfer> {
  return repository.transaction(async (tx) => {
    const row = await repository.lock(tx, userId, id);
    if (!row) throw new AppError('could_not_find_transfer');
    if (row.status === 'zurueckgezogen') return presentTransfer(row);
    if (!canWithdraw({ status: row.status, contracts: row.entries }))
      throw new AppError('transfer_already_sent');
    await repository.withdraw(tx, id, now);
    await writeTransferAudit(tx, id, 'transfer_withdrawn', row.status);
    return presentTransfer({ ...row, status: 'zurueckgezogen', zurueckgezogenAt: now });
  });
}
