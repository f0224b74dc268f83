import type { SuccessMessage } from '@kundenportal/domain/api/common-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQuery } from '../../../lib/current-user';

/** POST /api/users/berater: connects a customer without an adviser by the adviser's code. */
export function useConnectAdviser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['users', 'berater'],
    mutationFn: (code: string) =>
      apiRequest<SuccessMessage>('/users/berater', {
        method: 'POST',
        body: { code },
        // The form shows the answer's errors at the field (lib/use-form.ts).
        handleErrors: false,
      }),
    // The profile now has the adviser: read it before leaving the page (the guard goes by it).
    onSuccess: () => queryClient.refetchQueries({ queryKey: currentUserQuery.queryKey }),
  });
}
