import type { Contract } from '@kundenportal/domain/contracts/contract-api';
import type { ContractValues } from '@kundenportal/domain/contracts/contract-input';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateContracts } from './invalidate-contracts';

/** PUT /api/contracts/:id (needs vertrag_edit). Errors are the caller's: a 422 belongs to the form. */
export async function putContract({ id, body }: { id: number; body: ContractValues }): Promise<Contract> {
  const response = await apiRequest<{ contract: Contract }>(`/contracts/${id}`, {
    method: 'PUT',
    body,
    handleErrors: false,
  });
  return response.contract;
}

export function useUpdateContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['contracts', 'update'],
    mutationFn: putContract,
    onSuccess: () => invalidateContracts(queryClient),
  });
}
