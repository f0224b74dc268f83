import type { Reminder } from '@kundenportal/domain/reminders/reminder-api';
import { sendForm, useRefreshingMutation } from '../../../lib/area-writes';
import { invalidateReminders } from './invalidate-reminders';

/** What the form sends: `contract_id` is left out when the customer cannot choose a contract. */
export type ReminderBody = { datum: string; e_massage: string; contract_id?: number | null };

/** POST /api/reminders (needs wecker). Errors are the caller's: a 422 belongs to the form. */
export async function postReminder(body: ReminderBody): Promise<Reminder> {
  return (await sendForm<{ reminder: Reminder }>('/reminders', 'POST', body)).reminder;
}

export function useCreateReminder() {
  return useRefreshingMutation(['reminders', 'create'], postReminder, invalidateReminders);
}
