import type { ContactPerson } from '@kundenportal/domain/contact-persons/contact-person-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateContactPersons } from './invalidate-contact-persons';

/** What the form sends: the catalogue's fields, an empty optional one as null. */
export type ContactPersonBody = Record<string, string | number | null>;

/** The answer of every write to one contact person: it as stored, and the server's message. */
export type SavedContactPerson = { ansprechpartner: ContactPerson; message: string };

/** POST /api/ansprechpartner. Errors are the caller's: a 422 belongs to the form. */
export function postContactPerson(body: ContactPersonBody): Promise<SavedContactPerson> {
  return apiRequest<SavedContactPerson>('/ansprechpartner', { method: 'POST', body, handleErrors: false });
}

export function useCreateContactPerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['contact-persons', 'create'],
    mutationFn: postContactPerson,
    onSuccess: () => invalidateContactPersons(queryClient),
  });
}
