import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { settleDelete } from '../../../lib/settle-delete';
import { contractQuery } from './get-contract';
import { contractsKey } from './get-contracts';

/** DELETE /api/contracts/:id (needs vertrag_edit); the contract's documents go with it. Errors are toasts. */
export function deleteContract(id: number): Promise<{ success: boolean }> {
  return apiRequest(`/contracts/${id}`, { method: 'DELETE' });
}

export function useDeleteContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['contracts', 'delete'],
    mutationFn: deleteContract,
    // The page leaves first and drops the contract's queries then (use-contract-form.ts).
    onSuccess: (_, id) =>
      settleDelete(queryClient, { gone: contractQuery(id).queryKey, stale: [contractsKey] }),
  });
}
