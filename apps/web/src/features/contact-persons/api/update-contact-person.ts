import { sendForm, useRefreshingMutation } from '../../../lib/area-writes';
import type { ContactPersonBody, SavedContactPerson } from './create-contact-person';
import { invalidateContactPersons } from './invalidate-contact-persons';

/** PUT /api/ansprechpartner/:id (a field left out keeps its value). Errors are the caller's: a 422 belongs to the form. */
export function putContactPerson({ id, body }: { id: number; body: ContactPersonBody }) {
  return sendForm<SavedContactPerson>(`/ansprechpartner/${id}`, 'PUT', body);
}

export function useUpdateContactPerson() {
  return useRefreshingMutation(['contact-persons', 'update'], putContactPerson, invalidateContactPersons);
}
