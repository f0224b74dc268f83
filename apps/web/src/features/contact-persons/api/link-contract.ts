import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { SavedContactPerson } from './create-contact-person';
import { invalidateContactPersons } from './invalidate-contact-persons';

/**
 * PUT /api/ansprechpartner/:id/verknuepfen: links a contract of the household (linking twice changes
 * nothing). Errors are the caller's: a 422 on vertrag_id belongs to the dialog's dropdown.
 */
export function linkContract({ id, contractId }: { id: number; contractId: number }) {
  return apiRequest<SavedContactPerson>(`/ansprechpartner/${id}/verknuepfen`, {
    method: 'PUT',
    body: { vertrag_id: contractId },
    handleErrors: false,
  });
}

export function useLinkContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['contact-persons', 'link'],
    mutationFn: linkContract,
    onSuccess: () => invalidateContactPersons(queryClient),
  });
}
