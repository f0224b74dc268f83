import type { InboxCategory } from '@kundenportal/domain/workspace/inbox';
import { AppError } from '../../../lib/app-error';
import type { InboxDeps } from './inbox-items';
import { inboxSummary } from './read-inbox';
import { itemKey } from './repository';

type Adviser = { userId: number; agencyId: number };

/** Marks an item of the agency's inbox read (again: no change); 404 for anything not in it. */
export async function markRead(deps: InboxDeps, adviser: Adviser, category: InboxCategory, id: string) {
  if (!(await deps.repository.exists(adviser.agencyId, category, id)))
    throw new AppError('could_not_find_inbox_item');
  await deps.repository.markRead(adviser.agencyId, adviser.userId, itemKey(category, id));
  return inboxSummary(deps.repository, adviser.agencyId);
}
