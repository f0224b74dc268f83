import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { SavedContactPerson } from './create-contact-person';
import { invalidateContactPersons } from './invalidate-contact-persons';

/** DELETE /api/ansprechpartner/:id/verknuepfen/:contractId. Errors are toasts. */
export function unlinkContract({ id, contractId }: { id: number; contractId: number }) {
  return apiRequest<SavedContactPerson>(`/ansprechpartner/${id}/verknuepfen/${contractId}`, {
    method: 'DELETE',
  });
}

export function useUnlinkContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['contact-persons', 'unlink'],
    mutationFn: unlinkContract,
    onSuccess: () => invalidateContactPersons(queryClient),
  });
}
