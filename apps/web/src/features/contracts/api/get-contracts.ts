import type { Contract } from '@kundenportal/domain/contracts/contract-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every contract query starts with this key, so one invalidation refreshes list and details. */
export const contractsKey = ['contracts'] as const;

/** GET /api/contracts: the household's contracts with their deadlines as of today (needs vertrag_list). */
export async function getContracts(signal?: AbortSignal): Promise<Contract[]> {
  const body = await apiRequest<{ contracts?: Contract[] }>('/contracts', { signal });
  return body.contracts ?? [];
}

export const contractsQuery = queryOptions({
  queryKey: [...contractsKey, 'list'] as const,
  queryFn: ({ signal }) => getContracts(signal),
});

/** The list; `enabled` false without the right to it (the duplicate check then has nothing to compare). */
export function useContracts(enabled = true) {
  return useQuery({ ...contractsQuery, enabled });
}
