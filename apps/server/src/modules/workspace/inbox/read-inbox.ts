import {
  INBOX_CATEGORIES,
  INBOX_PAGE_SIZE,
  type InboxCategory,
  type InboxItem,
  type InboxSummary,
} from '@kundenportal/domain/workspace/inbox';
import { erasureItems } from './erasure-items';
import { formItems, type InboxDeps, requestItems, signupItems } from './inbox-items';
import type { InboxRepository } from './repository';

export async function inboxSummary(repository: InboxRepository, agencyId: number): Promise<InboxSummary> {
  const { byKind, forms, signups, erasures, chatUnread } = await repository.counts(agencyId);
  const countOf = (category: InboxCategory) => {
    if (category === 'formular') return forms;
    if (category === 'registrierung') return signups;
    if (category === 'loeschung') return erasures;
    return byKind.get(category);
  };
  return {
    categories: INBOX_CATEGORIES.map((kategorie) => ({
      kategorie,
      unread: countOf(kategorie)?.unread ?? 0,
      total: countOf(kategorie)?.total ?? 0,
    })),
    chatUnread,
  };
}

export async function inboxPage(deps: InboxDeps, agencyId: number, category: InboxCategory, page: number) {
  let items: InboxItem[];
  if (category === 'formular') items = await formItems(deps, agencyId, page);
  else if (category === 'registrierung') items = await signupItems(deps, agencyId, page);
  else if (category === 'loeschung') items = await erasureItems(deps, agencyId, page);
  else items = await requestItems(deps, await deps.repository.requests(agencyId, category, page));
  return { items: items.slice(0, INBOX_PAGE_SIZE), hasMore: items.length > INBOX_PAGE_SIZE };
}
