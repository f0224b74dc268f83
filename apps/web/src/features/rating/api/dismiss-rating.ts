import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ratingPromptQuery } from './get-rating-prompt';

/** POST /api/rating/dismiss ('Nicht jetzt'): never asked again. A failure stays silent; the card is gone. */
export function postRatingDismiss(): Promise<void> {
  return apiRequest<void>('/rating/dismiss', { method: 'POST', handleErrors: false });
}

export function useDismissRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['rating', 'dismiss'],
    mutationFn: postRatingDismiss,
    onMutate: () =>
      queryClient.setQueryData(ratingPromptQuery.queryKey, (current) =>
        current ? { ...current, prompt: false } : current,
      ),
  });
}
