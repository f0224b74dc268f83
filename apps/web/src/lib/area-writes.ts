import { type MutationKey, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, forgetPendingReads } from './api-client';

/** A write of an area whose queries are stale once it succeeded: `refresh` marks them (invalidate…). */
export function useRefreshingMutation<V, R>(
  mutationKey: MutationKey,
  mutationFn: (variables: V) => Promise<R>,
  refresh: (queryClient: QueryClient, variables: V) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn,
    onSuccess: (_, variables) => refresh(queryClient, variables),
  });
}

/**
 * A form's write (POST or PUT) of one entry: errors are the caller's, since a 422 belongs to the form
 * (`handleErrors: false`).
 */
export function sendForm<T>(path: string, method: 'POST' | 'PUT', body: unknown): Promise<T> {
  return apiRequest<T>(path, { method, body, handleErrors: false });
}

/**
 * The refresh after deleting an entry of a list: reads on their way may ask for it and fail silently
 * (lib/settle-delete.ts), then the list is stale.
 */
export function afterListDelete(invalidate: (queryClient: QueryClient) => Promise<void>) {
  return (queryClient: QueryClient) => {
    forgetPendingReads();
    return invalidate(queryClient);
  };
}
