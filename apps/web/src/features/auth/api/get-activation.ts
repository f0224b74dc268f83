import type { Activation } from '@kundenportal/domain/account/account-responses';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/activate/{code}: whom an activation link belongs to. 401 invalid_activation_code. */
export function getActivation(code: string, signal?: AbortSignal): Promise<Activation> {
  return apiRequest<Activation>(`/activate/${encodeURIComponent(code)}`, { signal, handleErrors: false });
}

export const activationQuery = (code: string) =>
  queryOptions({
    queryKey: ['auth', 'activation', code] as const,
    queryFn: ({ signal }) => getActivation(code, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
