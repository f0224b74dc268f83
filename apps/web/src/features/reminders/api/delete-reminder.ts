import { apiRequest } from '../../../lib/api-client';
import { afterListDelete, useRefreshingMutation } from '../../../lib/area-writes';
import { invalidateReminders } from './invalidate-reminders';

/** DELETE /api/reminders/:id (an own reminder). Errors are toasts. */
export function deleteReminder(id: number): Promise<{ success: boolean }> {
  return apiRequest(`/reminders/${id}`, { method: 'DELETE' });
}

export function useDeleteReminder() {
  return useRefreshingMutation(['reminders', 'delete'], deleteReminder, afterListDelete(invalidateReminders));
}
