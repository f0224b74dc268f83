import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ContactPersonBody, SavedContactPerson } from './create-contact-person';
import { invalidateContactPersons } from './invalidate-contact-persons';

/** PUT /api/ansprechpartner/:id (a field left out keeps its value). Errors are the caller's: a 422 belongs to the form. */
export function putContactPerson({ id, body }: { id: number; body: ContactPersonBody }) {
  return apiRequest<SavedContactPerson>(`/ansprechpartner/${id}`, {
    method: 'PUT',
    body,
    handleErrors: false,
  });
}

export function useUpdateContactPerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['contact-persons', 'update'],
    mutationFn: putContactPerson,
    onSuccess: () => invalidateContactPersons(queryClient),
  });
}
