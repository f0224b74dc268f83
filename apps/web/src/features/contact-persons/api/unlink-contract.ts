import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/area-writes';
import type { SavedContactPerson } from './create-contact-person';
import { invalidateContactPersons } from './invalidate-contact-persons';

/** DELETE /api/ansprechpartner/:id/verknuepfen/:contractId. Errors are toasts. */
export function unlinkContract({ id, contractId }: { id: number; contractId: number }) {
  return apiRequest<SavedContactPerson>(`/ansprechpartner/${id}/verknuepfen/${contractId}`, {
    method: 'DELETE',
  });
}

export function useUnlinkContract() {
  return useRefreshingMutation(['contact-persons', 'unlink'], unlinkContract, invalidateContactPersons);
}
