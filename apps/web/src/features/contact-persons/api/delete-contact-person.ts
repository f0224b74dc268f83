import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, forgetPendingReads } from '../../../lib/api-client';
import { invalidateContactPersons } from './invalidate-contact-persons';

/** DELETE /api/ansprechpartner/:id, with its links to contracts. Errors are toasts. */
export function deleteContactPerson(id: number): Promise<{ success: boolean; message: string }> {
  return apiRequest(`/ansprechpartner/${id}`, { method: 'DELETE' });
}

export function useDeleteContactPerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['contact-persons', 'delete'],
    mutationFn: deleteContactPerson,
    // Reads on their way may ask for it: they fail silently (lib/settle-delete.ts).
    onSuccess: () => {
      forgetPendingReads();
      return invalidateContactPersons(queryClient);
    },
  });
}
