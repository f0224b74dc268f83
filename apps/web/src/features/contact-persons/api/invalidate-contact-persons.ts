import type { QueryClient } from '@tanstack/react-query';
import { contactPersonsKey } from './get-contact-persons';

/** After a write: the list is stale (it is sorted by name, and links change what a card shows). */
export function invalidateContactPersons(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: contactPersonsKey });
}
