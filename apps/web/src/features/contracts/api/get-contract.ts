import type { Contract } from '@kundenportal/domain/contracts/contract-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest, handleApiError } from '../../../lib/api-client';
import { contractsKey } from './get-contracts';

/** Whether a failure is the 404 of an unknown or foreign contract (no logout, spec section 8). */
export function isContractNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * GET /api/contracts/:id. A 404 ('Der Vertrag wurde nicht gefunden.') is the page's to show inline,
 * so it gets no toast; every other failure gets the API client's behaviour (logout, toast).
 */
export async function getContract(id: number, signal?: AbortSignal): Promise<Contract> {
  try {
    const body = await apiRequest<{ contract: Contract }>(`/contracts/${id}`, {
      signal,
      handleErrors: false,
    });
    return body.contract;
  } catch (error) {
    if (error instanceof ApiError && !isContractNotFound(error) && !error.handled) handleApiError(error);
    throw error;
  }
}

export function contractQuery(id: number) {
  return queryOptions({
    queryKey: [...contractsKey, 'detail', id] as const,
    queryFn: ({ signal }) => getContract(id, signal),
  });
}

/** Not fetched for an id that names no contract (0, or no number). */
export function useContract(id: number) {
  return useQuery({ ...contractQuery(id), enabled: id > 0 });
}
