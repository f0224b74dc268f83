import type { BankSuggestions } from '@kundenportal/domain/banking/api';
import type { Contract } from '@kundenportal/domain/contracts/contract-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { bankingKey } from './bank-accounts-api';

const suggestionsKey = [...bankingKey, 'suggestions'] as const;

/** GET /api/users/banking/vorschlaege: contracts found in the debits that the household does not have. */
export function useSuggestions() {
  return useQuery({
    queryKey: suggestionsKey,
    queryFn: ({ signal }) => apiRequest<BankSuggestions>('/users/banking/vorschlaege', { signal }),
    select: (answer) => answer.vorschlaege,
  });
}

/**
 * POST …/vorschlaege/{id}/uebernehmen → the contract made of it; `onAccepted` lets the page that composes
 * this refresh the contracts (another feature's queries). Every banking query is stale then: the bank
 * liquidity lists the household's contracts beside their debits.
 */
export function useAcceptSuggestion(onAccepted: () => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...suggestionsKey, 'accept'],
    mutationFn: (id: string) =>
      apiRequest<{ vertrag: Contract }>(`/users/banking/vorschlaege/${encodeURIComponent(id)}/uebernehmen`, {
        method: 'POST',
      }),
    onSuccess: () => {
      onAccepted();
      return queryClient.invalidateQueries({ queryKey: bankingKey });
    },
  });
}

/** DELETE …/vorschlaege/{id}: dismissed for good (a re-import does not bring it back). */
export function useDismissSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...suggestionsKey, 'dismiss'],
    mutationFn: (id: string) =>
      apiRequest<void>(`/users/banking/vorschlaege/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suggestionsKey }),
  });
}
