import type {
  NotificationRule,
  TriggerEvent,
  TriggerEventInfo,
} from '@kundenportal/domain/notifications/notification-api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

type Rules = { notificationRules: NotificationRule[] };

export const triggerEventsQuery = queryOptions({
  queryKey: ['notifications', 'config'] as const,
  queryFn: ({ signal }) =>
    apiRequest<{ triggerEvents: TriggerEventInfo[] }>('/notification/rules/config', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export const notificationRulesKey = ['notifications', 'rules'] as const;

export const notificationRulesQuery = queryOptions({
  queryKey: notificationRulesKey,
  queryFn: ({ signal }) => apiRequest<Rules>('/notifications', { signal }),
});

export function useTriggerEvents() {
  return useQuery(triggerEventsQuery);
}

export function useNotificationRules() {
  return useQuery(notificationRulesQuery);
}

/**
 * Turns one event's mails on or off. The switch moves at once (optimistic); a failure puts it back
 * (the API client has shown the error).
 */
export function useSetNotificationRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notifications', 'set'],
    mutationFn: (rule: { triggerEvent: TriggerEvent; active: boolean }) =>
      apiRequest<Rules>('/notifications', { method: 'POST', body: { notificationRules: [rule] } }),
    onMutate: async (rule) => {
      await queryClient.cancelQueries({ queryKey: notificationRulesKey });
      const before = queryClient.getQueryData<Rules>(notificationRulesKey);
      if (before)
        queryClient.setQueryData<Rules>(notificationRulesKey, {
          notificationRules: before.notificationRules.map((current) =>
            current.triggerEvent === rule.triggerEvent ? { ...current, active: rule.active } : current,
          ),
        });
      return { before };
    },
    onError: (_error, _rule, context) => {
      if (context?.before) queryClient.setQueryData(notificationRulesKey, context.before);
    },
    onSuccess: (rules) => queryClient.setQueryData(notificationRulesKey, rules),
  });
}
