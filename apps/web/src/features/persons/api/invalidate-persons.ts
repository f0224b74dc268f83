import type { QueryClient } from '@tanstack/react-query';
import { currentUserQuery } from '../../../lib/current-user';
import { personsKey } from './get-persons';

/** After a write: the person queries and the profile (its persons and main person) are stale. */
export function invalidatePersons(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: personsKey }),
    queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey }),
  ]).then(() => undefined);
}
