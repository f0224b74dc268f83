import type { RatingResponse } from '@kundenportal/domain/rating/rating-api';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/rating `{ stars, text? }`: the form shows a 422 at its fields (lib/use-form.ts). */
export function postRating(body: Record<string, unknown>): Promise<RatingResponse> {
  return apiRequest<RatingResponse>('/rating', { method: 'POST', body, handleErrors: false });
}

export function useSendRating() {
  return useMutation({ mutationKey: ['rating', 'send'], mutationFn: postRating });
}
