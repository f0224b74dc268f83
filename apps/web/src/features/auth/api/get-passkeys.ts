import type { Passkey } from '@kundenportal/domain/auth/passkey-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/passkeys: the customer's passkeys (all devices). */
export function getPasskeys(signal?: AbortSignal): Promise<Passkey[]> {
  return apiRequest<Passkey[]>('/passkeys', { signal });
}

export const passkeysQuery = queryOptions({
  queryKey: ['passkeys'] as const,
  queryFn: ({ signal }) => getPasskeys(signal),
});

export function usePasskeys() {
  return useQuery(passkeysQuery);
}
