import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/area-writes';
import { currentUserQuery } from '../../../lib/current-user';
import { settleDelete } from '../../../lib/settle-delete';
import { personQuery } from './get-person';
import { personsKey } from './get-persons';

/**
 * DELETE /api/persons/:id: only for a person that is not the main person and has mvp_freigabe 0
 * (the server checks it too). A failure shows the error's text (spec section 8, "Person").
 */
export function deletePerson(id: number): Promise<{ success: boolean }> {
  return apiRequest(`/persons/${id}`, { method: 'DELETE' });
}

export function useDeletePerson() {
  // The page leaves first and drops the person's queries then (use-person-form.ts).
  return useRefreshingMutation(['persons', 'delete'], deletePerson, (queryClient, id) =>
    settleDelete(queryClient, {
      gone: personQuery(id).queryKey,
      stale: [personsKey, currentUserQuery.queryKey],
    }),
  );
}
