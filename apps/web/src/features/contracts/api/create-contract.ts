import type { Contract } from '@kundenportal/domain/contracts/contract-api';
import type { ContractValues } from '@kundenportal/domain/contracts/contract-input';
import { sendForm, useRefreshingMutation } from '../../../lib/area-writes';
import { invalidateContracts } from './invalidate-contracts';

/** POST /api/contracts (needs vertrag_add). Errors are the caller's: a 422 belongs to the form. */
export async function postContract(body: ContractValues): Promise<Contract> {
  return (await sendForm<{ contract: Contract }>('/contracts', 'POST', body)).contract;
}

export function useCreateContract() {
  return useRefreshingMutation(['contracts', 'create'], postContract, invalidateContracts);
}
