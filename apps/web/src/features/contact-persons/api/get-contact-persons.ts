import type { ContactPerson } from '@kundenportal/domain/contact-persons/contact-person-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every contact persons query starts with this key, so one invalidation refreshes them. */
export const contactPersonsKey = ['contact-persons'] as const;

/** GET /api/ansprechpartner: the customer's contact persons by name, with the ids of their linked contracts. */
export async function getContactPersons(signal?: AbortSignal): Promise<ContactPerson[]> {
  const body = await apiRequest<{ ansprechpartner?: ContactPerson[] }>('/ansprechpartner', { signal });
  return body.ansprechpartner ?? [];
}

export const contactPersonsQuery = queryOptions({
  queryKey: [...contactPersonsKey, 'list'] as const,
  queryFn: ({ signal }) => getContactPersons(signal),
});

export function useContactPersons() {
  return useQuery(contactPersonsQuery);
}
