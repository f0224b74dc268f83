import type { Person } from '@kundenportal/domain/household/person-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every person query starts with this key, so one invalidation refreshes list and details. */
export const personsKey = ['persons'] as const;

/** GET /api/persons: the household's persons (the server sorts by id ascending; so do we). */
export async function getPersons(signal?: AbortSignal): Promise<Person[]> {
  const body = await apiRequest<{ persons?: Person[] }>('/persons', { signal });
  return [...(body.persons ?? [])].sort((a, b) => a.id - b.id);
}

export const personsQuery = queryOptions({
  queryKey: [...personsKey, 'list'] as const,
  queryFn: ({ signal }) => getPersons(signal),
});

export function usePersons() {
  return useQuery(personsQuery);
}
