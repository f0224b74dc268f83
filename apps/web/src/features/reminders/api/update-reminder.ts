import type { Reminder } from '@kundenportal/domain/reminders/reminder-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ReminderBody } from './create-reminder';
import { invalidateReminders } from './invalidate-reminders';

/** PUT /api/reminders/:id (an own reminder). Errors are the caller's: a 422 belongs to the form. */
export async function putReminder({ id, body }: { id: number; body: ReminderBody }): Promise<Reminder> {
  const response = await apiRequest<{ reminder: Reminder }>(`/reminders/${id}`, {
    method: 'PUT',
    body,
    handleErrors: false,
  });
  return response.reminder;
}

export function useUpdateReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['reminders', 'update'],
    mutationFn: putReminder,
    onSuccess: () => invalidateReminders(queryClient),
  });
}
