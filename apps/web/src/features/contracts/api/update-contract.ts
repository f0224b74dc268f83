import type { Contract } from '@kundenportal/domain/contracts/contract-api';
import type { ContractValues } from '@kundenportal/domain/contracts/contract-input';
import { sendForm, useRefreshingMutation } from '../../../lib/area-writes';
import { invalidateContracts } from './invalidate-contracts';

/** PUT /api/contracts/:id (needs vertrag_edit). Errors are the caller's: a 422 belongs to the form. */
export async function putContract({ id, body }: { id: number; body: ContractValues }): Promise<Contract> {
  return (await sendForm<{ contract: Contract }>(`/contracts/${id}`, 'PUT', body)).contract;
}

export function useUpdateContract() {
  return useRefreshingMutation(['contracts', 'update'], putContract, invalidateContracts);
}
