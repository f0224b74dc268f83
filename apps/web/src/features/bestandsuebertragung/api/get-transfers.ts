import type { TransfersAnswer } from '@kundenportal/domain/bestandsuebertragung/transfer-api';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { awaitsNews } from '../transfer-choices';

/** Every query of the area starts with this key, so one invalidation refreshes them. */
export const transfersKey = ['bestandsuebertragung'] as const;

/**
 * How often an open, visible page asks again while news may come (ADR 168): the workspace's steps reach
 * the customer without a reload even where no push arrives (no subscription, another device's).
 */
export const TRANSFERS_REFRESH_MS = 30_000;

/** GET /api/bestandsuebertragung (needs bestandsuebertragung): the transfers, the levels offered, the mandate. */
export function getTransfers(signal?: AbortSignal): Promise<TransfersAnswer> {
  return apiRequest<TransfersAnswer>('/bestandsuebertragung', { signal });
}

export const transfersQuery = queryOptions({
  queryKey: [...transfersKey, 'list'] as const,
  queryFn: ({ signal }) => getTransfers(signal),
  // The adviser and the insurers change them: the page reads them afresh when it opens and on focus.
  staleTime: 0,
  refetchOnWindowFocus: true,
  refetchInterval: (query) =>
    query.state.data && awaitsNews(query.state.data.transfers) ? TRANSFERS_REFRESH_MS : false,
});

export function useTransfers() {
  return useQuery(transfersQuery);
}

/** After a write or a notice: the transfers are stale. */
export function invalidateTransfers(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: transfersKey });
}
