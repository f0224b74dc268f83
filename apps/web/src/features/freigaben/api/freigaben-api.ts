import type { ContractLinkAnswer, MeineFreigaben } from '@kundenportal/domain/freigaben/meine-freigaben';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

const freigabenKey = ['freigaben'] as const;

/** GET /api/meinefreigaben: what the adviser provided (issue 31). */
export function useFreigaben() {
  return useQuery({
    queryKey: [...freigabenKey, 'list'] as const,
    queryFn: ({ signal }) => apiRequest<MeineFreigaben>('/meinefreigaben', { signal }),
    // Read anew on every visit: the marks of the last one were seen (the page's POST).
    gcTime: 0,
  });
}

/** POST /api/meinefreigaben/gesehen: what the page showed counts as seen (the list keeps its marks until next time). */
export function useMarkFreigabenSeen() {
  return useMutation({
    mutationKey: [...freigabenKey, 'seen'],
    mutationFn: () => apiRequest<{ success: true }>('/meinefreigaben/gesehen', { method: 'POST' }),
  });
}

/**
 * POST /api/meinefreigaben/vertraege/:id/gesehen: the contract an adviser's link opened counts as seen. A
 * failure only leaves its 'Neu' mark for the list, so it is not shown.
 */
export function markContractSeen(contractId: number): Promise<void> {
  return apiRequest<{ success: true }>(`/meinefreigaben/vertraege/${contractId}/gesehen`, {
    method: 'POST',
    handleErrors: false,
  }).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * GET /api/jwtcontracts/:token: the contract an adviser's link names. Its refusals (an expired or invalid
 * link, another customer's) are the page's to show, so they get no toast.
 */
export function useContractLink(token: string) {
  return useQuery({
    queryKey: [...freigabenKey, 'link', token] as const,
    queryFn: ({ signal }) =>
      apiRequest<ContractLinkAnswer>(`/jwtcontracts/${encodeURIComponent(token)}`, {
        signal,
        handleErrors: false,
      }),
    retry: false,
  });
}

export { ApiError };
