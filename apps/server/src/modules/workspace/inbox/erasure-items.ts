import { erasureDay } from '@kundenportal/domain/account-erasure/account-erasure-api';
import { accountErasureTexts } from '@kundenportal/domain/texts/account-erasure';
import type { InboxItem } from '@kundenportal/domain/workspace/inbox';
import type { InboxDeps } from './inbox-items';

const texts = accountErasureTexts.inbox;

/** One page of the customers' pending erasures, newest first: who, asked when, erased when. */
export async function erasureItems(deps: InboxDeps, agencyId: number, page: number): Promise<InboxItem[]> {
  const rows = await deps.repository.erasures(agencyId, page);
  return rows.map(({ erasure, customer, read }) => {
    const name = `${customer.firstName} ${customer.lastName}`.trim() || customer.email;
    return {
      category: 'loeschung',
      id: String(erasure.id),
      createdAt: erasure.requestedAt.toISOString(),
      read,
      customer: { id: customer.id, name, email: customer.email },
      title: texts.title(name),
      fields: [
        { label: texts.requestedAt, value: erasureDay(erasure.requestedAt) },
        { label: texts.dueAt, value: erasureDay(erasure.dueAt) },
        { label: texts.noteLabel, value: texts.note },
      ],
    };
  });
}
