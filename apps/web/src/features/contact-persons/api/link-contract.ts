import { sendForm, useRefreshingMutation } from '../../../lib/area-writes';
import type { SavedContactPerson } from './create-contact-person';
import { invalidateContactPersons } from './invalidate-contact-persons';

/**
 * PUT /api/ansprechpartner/:id/verknuepfen: links a contract of the household (linking twice changes
 * nothing). Errors are the caller's: a 422 on vertrag_id belongs to the dialog's dropdown.
 */
export function linkContract({ id, contractId }: { id: number; contractId: number }) {
  return sendForm<SavedContactPerson>(`/ansprechpartner/${id}/verknuepfen`, 'PUT', {
    vertrag_id: contractId,
  });
}

export function useLinkContract() {
  return useRefreshingMutation(['contact-persons', 'link'], linkContract, invalidateContactPersons);
}
