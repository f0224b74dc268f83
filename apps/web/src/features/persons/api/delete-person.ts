import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { personsKey } from './get-persons';
import { invalidatePersons } from './invalidate-persons';

/**
 * DELETE /api/persons/:id: only for a person that is not the main person and has mvp_freigabe 0
 * (the server checks it too). A failure shows the error's text (spec section 8, "Person").
 */
export function deletePerson(id: number): Promise<{ success: boolean }> {
  return apiRequest(`/persons/${id}`, { method: 'DELETE' });
}

export function useDeletePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['persons', 'delete'],
    mutationFn: deletePerson,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: [...personsKey, 'detail', id] });
      return invalidatePersons(queryClient);
    },
  });
}
