import type {
  AccountErasureBody,
  AccountErasureState,
} from '@kundenportal/domain/account-erasure/account-erasure-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const KEY = ['account-erasure'] as const;

/**
 * GET /api/users/loeschen: the pending erasure, if any. `quiet`: a failure is nobody's message (the app's
 * notice is a hint; the page shows its own).
 */
export function useErasureState({ quiet = false }: { quiet?: boolean } = {}) {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      apiRequest<AccountErasureState>('/users/loeschen', {
        signal,
        ...(quiet ? { handleErrors: false } : {}),
      }),
  });
}

/** POST /api/users/loeschen { password } (a wrong password is the form's 422) and DELETE to take it back. */
export function useRequestErasure() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...KEY, 'request'],
    mutationFn: (body: AccountErasureBody) =>
      apiRequest<Pick<AccountErasureState, 'loeschung'>>('/users/loeschen', {
        method: 'POST',
        body,
        handleErrors: false,
      }),
    // The answer has the day only: what is kept stays as read.
    onSuccess: (answer) =>
      client.setQueryData<AccountErasureState>(KEY, (state) => ({ aufbewahrung: [], ...state, ...answer })),
  });
}

export function useCancelErasure() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...KEY, 'cancel'],
    mutationFn: () => apiRequest<AccountErasureState>('/users/loeschen', { method: 'DELETE' }),
    onSuccess: (answer) => client.setQueryData(KEY, answer),
  });
}
