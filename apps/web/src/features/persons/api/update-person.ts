import type { Person, PersonInput } from '@kundenportal/domain/household/person-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidatePersons } from './invalidate-persons';

/** PUT /api/persons/:id (needs config.person_edit). Errors are the caller's: a 422 belongs to the form. */
export async function putPerson({ id, body }: { id: number; body: PersonInput }): Promise<Person> {
  const response = await apiRequest<{ person: Person }>(`/persons/${id}`, {
    method: 'PUT',
    body,
    handleErrors: false,
  });
  return response.person;
}

export function useUpdatePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['persons', 'update'],
    mutationFn: putPerson,
    onSuccess: () => invalidatePersons(queryClient),
  });
}
