import type { Reminder } from '@kundenportal/domain/reminders/reminder-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getList, listQuery } from '../../../lib/area-list';

/** Every reminders query starts with this key, so one invalidation refreshes them. */
export const remindersKey = ['reminders'] as const;

/** GET /api/reminders (needs wecker): the household's own and contracts' reminders, by date. */
export function getReminders(signal?: AbortSignal): Promise<Reminder[]> {
  return getList('/reminders', 'reminders', signal);
}

export const remindersQuery = queryOptions({
  ...listQuery(remindersKey, getReminders),
  // A contract's reminder is changed in the contract: the page asks again each time it opens.
  staleTime: 0,
});

export function useReminders() {
  return useQuery(remindersQuery);
}
