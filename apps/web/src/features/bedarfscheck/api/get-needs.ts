import type { BedarfscheckAnswer } from '@kundenportal/domain/bedarfscheck/bedarfscheck-api';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const needsKey = ['bedarfscheck'] as const;

/** GET /api/bedarfscheck (needs config.bedarfscheck): each person's result against the household's contracts. */
export function getNeeds(signal?: AbortSignal): Promise<BedarfscheckAnswer> {
  return apiRequest<BedarfscheckAnswer>('/bedarfscheck', { signal });
}

export const needsQuery = queryOptions({
  queryKey: [...needsKey, 'result'] as const,
  queryFn: ({ signal }) => getNeeds(signal),
  // The contracts decide it too: read afresh when the page opens.
  staleTime: 0,
});

export function useNeeds() {
  return useQuery(needsQuery);
}

/** After an answer is saved: the result is stale. */
export function invalidateNeeds(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: needsKey });
}
