import type { AdviserProfile } from '@kundenportal/domain/workspace/customers';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The adviser's own session (issue 14); the API client sends the calls with the adviser's token. */
export function postAdviserLogin(credentials: { email: string; password: string }) {
  return apiRequest<{ token: string }>('/berater/login', {
    method: 'POST',
    body: credentials,
    handleErrors: false,
  });
}

export function postAdviserLogout() {
  return apiRequest<{ success: boolean }>('/berater/logout', { method: 'POST', handleErrors: false });
}

export const adviserProfileQuery = queryOptions({
  queryKey: ['workspace', 'me'],
  queryFn: ({ signal }) => apiRequest<AdviserProfile>('/berater/me', { signal }),
  staleTime: 5 * 60_000,
});
