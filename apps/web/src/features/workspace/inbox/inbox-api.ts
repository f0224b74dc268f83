import type {
  InboxCategory,
  InboxItem,
  InboxPage,
  InboxSummary,
  SettableRequestStatus,
} from '@kundenportal/domain/workspace/inbox';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The counts of the categories and the chat: the navigation's badge and the inbox page (kept live by inbox-live.ts). */
export const inboxSummaryQuery = queryOptions({
  queryKey: ['workspace', 'inbox', 'summary'],
  queryFn: ({ signal }) => apiRequest<InboxSummary>('/berater/eingang', { signal }),
});

export const inboxItemsQuery = (kategorie: InboxCategory) =>
  infiniteQueryOptions({
    queryKey: ['workspace', 'inbox', 'items', kategorie],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<InboxPage>(`/berater/eingang/${kategorie}${pageParam > 1 ? `?seite=${pageParam}` : ''}`, {
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  });

export function postInboxRead(kategorie: InboxCategory, id: string) {
  return apiRequest<InboxSummary>('/berater/eingang/gelesen', { method: 'POST', body: { kategorie, id } });
}

export function putRequestStatus(id: string, status: SettableRequestStatus) {
  return apiRequest<{ item: InboxItem }>(`/berater/anfragen/${id}/status`, {
    method: 'PUT',
    body: { status },
  });
}
