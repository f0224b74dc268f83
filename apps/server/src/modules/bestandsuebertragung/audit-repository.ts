import type { TransferStatus } from '@kundenportal/domain/bestandsuebertragung/status-machine';
import type { AuditAction } from '@kundenportal/domain/workspace/audit-log';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bestandsuebertragungVertraege as entries,
  bestandsuebertragungen as transfers,
} from '../../db/schema';
import { writeCustomerAudit } from '../../lib/adviser-audit';

/** The customer's own steps of a transfer (issue 29, ADR 187). */
export type CustomerTransferAction = Extract<
  AuditAction,
  'transfer_requested' | 'transfer_signed' | 'transfer_withdrawn'
>;

/**
 * Writes the agency's audit entry of the customer's own step on transfer `id`, in the step's transaction
 * after its change: the contracts (insurer and number), the mandate level on a request, and the
 * transfer's status from `before` (null: new) to the stored one.
 */
export async function writeTransferAudit(
  tx: Db,
  id: number,
  action: CustomerTransferAction,
  before: TransferStatus | null,
): Promise<void> {
  const [transfer] = await tx
    .select({
      userId: transfers.userId,
      agencyId: transfers.agencyId,
      level: transfers.level,
      status: transfers.status,
    })
    .from(transfers)
    .where(eq(transfers.id, id));
  if (!transfer) return;
  const contracts = await tx
    .select({ versicherer: entries.versicherer, nummer: entries.nummer })
    .from(entries)
    .where(eq(entries.transferId, id))
    .orderBy(asc(entries.id));
  await writeCustomerAudit(tx, transfer, action, [
    {
      key: 'transfer.vertraege',
      before: null,
      after: contracts.map((contract) => `${contract.versicherer} ${contract.nummer}`).join(', '),
    },
    ...(action === 'transfer_requested'
      ? [{ key: 'transfer.vollmacht', before: null, after: transfer.level }]
      : []),
    { key: 'transfer.status', before, after: transfer.status },
  ]);
}
