import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/area-writes';
import { settleDelete } from '../../../lib/settle-delete';
import { contractQuery } from './get-contract';
import { contractsKey } from './get-contracts';

/** DELETE /api/contracts/:id (needs vertrag_edit); the contract's documents go with it. Errors are toasts. */
export function deleteContract(id: number): Promise<{ success: boolean }> {
  return apiRequest(`/contracts/${id}`, { method: 'DELETE' });
}

export function useDeleteContract() {
  // The page leaves first and drops the contract's queries then (use-contract-form.ts).
  return useRefreshingMutation(['contracts', 'delete'], deleteContract, (queryClient, id) =>
    settleDelete(queryClient, { gone: contractQuery(id).queryKey, stale: [contractsKey] }),
  );
}
