import type { Contract } from '@kundenportal/domain/contracts/contract-api';
import type { ContractValues } from '@kundenportal/domain/contracts/contract-input';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateContracts } from './invalidate-contracts';

/** POST /api/contracts (needs vertrag_add). Errors are the caller's: a 422 belongs to the form. */
export async function postContract(body: ContractValues): Promise<Contract> {
  const response = await apiRequest<{ contract: Contract }>('/contracts', {
    method: 'POST',
    body,
    handleErrors: false,
  });
  return response.contract;
}

export function useCreateContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['contracts', 'create'],
    mutationFn: postContract,
    onSuccess: () => invalidateContracts(queryClient),
  });
}
