import type { Reminder } from '@kundenportal/domain/reminders/reminder-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateReminders } from './invalidate-reminders';

/** What the form sends: `contract_id` is left out when the customer cannot choose a contract. */
export type ReminderBody = { datum: string; e_massage: string; contract_id?: number | null };

/** POST /api/reminders (needs wecker). Errors are the caller's: a 422 belongs to the form. */
export async function postReminder(body: ReminderBody): Promise<Reminder> {
  const response = await apiRequest<{ reminder: Reminder }>('/reminders', {
    method: 'POST',
    body,
    handleErrors: false,
  });
  return response.reminder;
}

export function useCreateReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['reminders', 'create'],
    mutationFn: postReminder,
    onSuccess: () => invalidateReminders(queryClient),
  });
}
