import type { QueryClient } from '@tanstack/react-query';
import { remindersKey } from './get-reminders';

/** After a write: the list is stale (it is sorted by date, and a changed date clears the sent mark). */
export function invalidateReminders(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: remindersKey });
}
