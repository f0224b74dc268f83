import { apiRequest } from '../../../lib/api-client';
import { afterListDelete, useRefreshingMutation } from '../../../lib/area-writes';
import { invalidateContactPersons } from './invalidate-contact-persons';

/** DELETE /api/ansprechpartner/:id, with its links to contracts. Errors are toasts. */
export function deleteContactPerson(id: number): Promise<{ success: boolean; message: string }> {
  return apiRequest(`/ansprechpartner/${id}`, { method: 'DELETE' });
}

export function useDeleteContactPerson() {
  return useRefreshingMutation(
    ['contact-persons', 'delete'],
    deleteContactPerson,
    afterListDelete(invalidateContactPersons),
  );
}
