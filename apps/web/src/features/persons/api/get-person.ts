import type { Person } from '@kundenportal/domain/household/person-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { personsKey } from './get-persons';

/** GET /api/persons/:id: one person with addresses, bank connections and details. */
export async function getPerson(id: number, signal?: AbortSignal): Promise<Person> {
  const body = await apiRequest<{ person: Person }>(`/persons/${id}`, { signal });
  return body.person;
}

export function personQuery(id: number) {
  return queryOptions({
    queryKey: [...personsKey, 'detail', id] as const,
    queryFn: ({ signal }) => getPerson(id, signal),
  });
}

/** Not fetched for id 0 (a new person). */
export function usePerson(id: number) {
  return useQuery({ ...personQuery(id), enabled: id > 0 });
}
