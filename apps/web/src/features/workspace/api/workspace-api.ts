import type { AdviserProfile, CustomerList } from '@kundenportal/domain/workspace/customers';
import type { CustomerHousehold } from '@kundenportal/domain/workspace/household';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The adviser workspace's calls (issue 14); the API client sends them with the adviser's token. */
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

export const customerListQuery = (q: string) =>
  queryOptions({
    queryKey: ['workspace', 'customers', q],
    queryFn: ({ signal }) =>
      apiRequest<CustomerList>(`/berater/kunden${q ? `?q=${encodeURIComponent(q)}` : ''}`, { signal }),
    placeholderData: (previous) => previous,
  });

export const customerHouseholdQuery = (id: number) =>
  queryOptions({
    queryKey: ['workspace', 'customer', id],
    queryFn: ({ signal }) => apiRequest<CustomerHousehold>(`/berater/kunden/${id}`, { signal }),
  });
