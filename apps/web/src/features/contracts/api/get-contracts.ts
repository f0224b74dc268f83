import type { Contract } from '@kundenportal/domain/contracts/contract-api';
import { useQuery } from '@tanstack/react-query';
import { getList, listQuery } from '../../../lib/area-list';

/** Every contract query starts with this key, so one invalidation refreshes list and details. */
export const contractsKey = ['contracts'] as const;

/** GET /api/contracts: the household's contracts with their deadlines as of today (needs vertrag_list). */
export function getContracts(signal?: AbortSignal): Promise<Contract[]> {
  return getList('/contracts', 'contracts', signal);
}

export const contractsQuery = listQuery(contractsKey, getContracts);

/** The list; `enabled` false without the right to it (the duplicate check then has nothing to compare). */
export function useContracts(enabled = true) {
  return useQuery({ ...contractsQuery, enabled });
}
