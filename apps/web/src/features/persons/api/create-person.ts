import type { Person, PersonInput } from '@kundenportal/domain/household/person-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidatePersons } from './invalidate-persons';

/** POST /api/persons (needs config.person_edit). Errors are the caller's: a 422 belongs to the form. */
export async function postPerson(body: PersonInput): Promise<Person> {
  const response = await apiRequest<{ person: Person }>('/persons', {
    method: 'POST',
    body,
    handleErrors: false,
  });
  return response.person;
}

export function useCreatePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['persons', 'create'],
    mutationFn: postPerson,
    onSuccess: () => invalidatePersons(queryClient),
  });
}
