import type { CalendarFeedState, CreatedCalendarFeed } from '@kundenportal/domain/reminders/calendar-api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const calendarFeedKey = ['calendar-feed'] as const;

export function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeedState> {
  return apiRequest<CalendarFeedState>('/calendar/feed', { signal });
}

export const calendarFeedQuery = queryOptions({
  queryKey: calendarFeedKey,
  queryFn: ({ signal }) => getCalendarFeed(signal),
});

export function useCalendarFeed() {
  return useQuery(calendarFeedQuery);
}

/** Creates the feed, or replaces it (the old URL stops working). Errors are toasts. */
export function createCalendarFeed(): Promise<CreatedCalendarFeed> {
  return apiRequest<CreatedCalendarFeed>('/calendar/feed', { method: 'POST' });
}

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['calendar-feed', 'create'],
    mutationFn: createCalendarFeed,
    onSuccess: (created) =>
      queryClient.setQueryData(calendarFeedKey, { aktiv: true, erstellt_am: created.erstellt_am }),
  });
}

/** Revokes the feed: its URL answers 404 from now on. Errors are toasts. */
export function revokeCalendarFeed(): Promise<{ success: boolean }> {
  return apiRequest('/calendar/feed', { method: 'DELETE' });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['calendar-feed', 'revoke'],
    mutationFn: revokeCalendarFeed,
    onSuccess: () => queryClient.setQueryData(calendarFeedKey, { aktiv: false, erstellt_am: null }),
  });
}
