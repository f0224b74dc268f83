import type { Reminder } from '@kundenportal/domain/reminders/reminder-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every reminders query starts with this key, so one invalidation refreshes them. */
export const remindersKey = ['reminders'] as const;

/** GET /api/reminders (needs wecker): the household's own and contracts' reminders, by date. */
export async function getReminders(signal?: AbortSignal): Promise<Reminder[]> {
  const body = await apiRequest<{ reminders?: Reminder[] }>('/reminders', { signal });
  return body.reminders ?? [];
}

export const remindersQuery = queryOptions({
  queryKey: [...remindersKey, 'list'] as const,
  queryFn: ({ signal }) => getReminders(signal),
  // A contract's reminder is changed in the contract: the page asks again each time it opens.
  staleTime: 0,
});

export function useReminders() {
  return useQuery(remindersQuery);
}
