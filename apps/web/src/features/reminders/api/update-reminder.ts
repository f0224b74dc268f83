import type { Reminder } from '@kundenportal/domain/reminders/reminder-api';
import { sendForm, useRefreshingMutation } from '../../../lib/area-writes';
import type { ReminderBody } from './create-reminder';
import { invalidateReminders } from './invalidate-reminders';

/** PUT /api/reminders/:id (an own reminder). Errors are the caller's: a 422 belongs to the form. */
export async function putReminder({ id, body }: { id: number; body: ReminderBody }): Promise<Reminder> {
  return (await sendForm<{ reminder: Reminder }>(`/reminders/${id}`, 'PUT', body)).reminder;
}

export function useUpdateReminder() {
  return useRefreshingMutation(['reminders', 'update'], putReminder, invalidateReminders);
}
