import {
  type InboxCategory,
  isRequestCategory,
  type SettableRequestStatus,
} from '@kundenportal/domain/workspace/inbox';
import { writeAdviserAudit } from '../../../lib/adviser-audit';
import { AppError } from '../../../lib/app-error';
import { type InboxDeps, requestItems } from './inbox-items';
import { itemKey } from './repository';

type Adviser = { userId: number; agencyId: number };

/**
 * Sets a request's status (the customer sees it in the app): locked, changed only when it differs, with
 * the audit entry (who, when, before → after) and the read mark in the same transaction.
 */
export async function setRequestStatus(
  deps: InboxDeps,
  adviser: Adviser,
  id: number,
  status: SettableRequestStatus,
) {
  await deps.repository.transaction(async (tx) => {
    const row = await deps.repository.lockRequest(tx, adviser.agencyId, id);
    if (!row || !isRequestCategory(row.kind as InboxCategory))
      throw new AppError('could_not_find_inbox_item');
    await deps.repository.markRead(
      adviser.agencyId,
      adviser.userId,
      itemKey(row.kind as InboxCategory, id),
      tx,
    );
    if (row.status === status) return;
    await deps.repository.setRequestStatus(tx, id, status);
    await writeAdviserAudit(tx, adviser, row.userId, 'request_status', [
      { key: `request.${row.kind}.${id}`, before: row.status, after: status },
    ]);
  });
  const row = await deps.repository.request(adviser.agencyId, id);
  if (!row) throw new AppError('could_not_find_inbox_item');
  const [item] = await requestItems(deps, [row]);
  if (!item) throw new AppError('could_not_find_inbox_item');
  return item;
}
