import type { RatingPromptResponse } from '@kundenportal/domain/rating/rating-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/rating: whether to ask for a rating, and the store links. Asked in the background once the page
 * is idle (app/deferred-rating.tsx); a failure shows nothing (no toast, no card): nobody asked for it.
 */
export function getRatingPrompt(signal?: AbortSignal): Promise<RatingPromptResponse> {
  return apiRequest<RatingPromptResponse>('/rating', { signal, handleErrors: false });
}

export const ratingPromptQuery = queryOptions({
  queryKey: ['rating'] as const,
  queryFn: ({ signal }) => getRatingPrompt(signal),
  // Once per app start: the answer changes only by the customer's own answer, which sets it.
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

export function useRatingPrompt() {
  return useQuery(ratingPromptQuery);
}
