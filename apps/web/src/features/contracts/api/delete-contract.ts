import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contractsKey } from './get-contracts';
import { invalidateContracts } from './invalidate-contracts';

/** DELETE /api/contracts/:id (needs vertrag_edit); the contract's documents go with it. Errors are toasts. */
export function deleteContract(id: number): Promise<{ success: boolean }> {
  return apiRequest(`/contracts/${id}`, { method: 'DELETE' });
}

export function useDeleteContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['contracts', 'delete'],
    mutationFn: deleteContract,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: [...contractsKey, 'detail', id] });
      return invalidateContracts(queryClient);
    },
  });
}
