import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, forgetPendingReads } from '../../../lib/api-client';
import { invalidateReminders } from './invalidate-reminders';

/** DELETE /api/reminders/:id (an own reminder). Errors are toasts. */
export function deleteReminder(id: number): Promise<{ success: boolean }> {
  return apiRequest(`/reminders/${id}`, { method: 'DELETE' });
}

export function useDeleteReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['reminders', 'delete'],
    mutationFn: deleteReminder,
    // Reads on their way may ask for it: they fail silently (lib/settle-delete.ts).
    onSuccess: () => {
      forgetPendingReads();
      return invalidateReminders(queryClient);
    },
  });
}
