import type { ContactPerson } from '@kundenportal/domain/contact-persons/contact-person-api';
import { sendForm, useRefreshingMutation } from '../../../lib/area-writes';
import { invalidateContactPersons } from './invalidate-contact-persons';

/** What the form sends: the catalogue's fields, an empty optional one as null. */
export type ContactPersonBody = Record<string, string | number | null>;

/** The answer of every write to one contact person: it as stored, and the server's message. */
export type SavedContactPerson = { ansprechpartner: ContactPerson; message: string };

/** POST /api/ansprechpartner. Errors are the caller's: a 422 belongs to the form. */
export function postContactPerson(body: ContactPersonBody): Promise<SavedContactPerson> {
  return sendForm<SavedContactPerson>('/ansprechpartner', 'POST', body);
}

export function useCreateContactPerson() {
  return useRefreshingMutation(['contact-persons', 'create'], postContactPerson, invalidateContactPersons);
}
