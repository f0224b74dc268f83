import type { Person, PersonMailInput } from '@kundenportal/domain/household/person-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidatePersons } from './invalidate-persons';

/** PUT /api/persons/mail/:id: the person's contact data and consent (the person mail screen). */
export async function putPersonMail({ id, body }: { id: number; body: PersonMailInput }): Promise<Person> {
  const response = await apiRequest<{ person: Person }>(`/persons/mail/${id}`, {
    method: 'PUT',
    body,
    handleErrors: false,
  });
  return response.person;
}

export function useUpdatePersonMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['persons', 'mail'],
    mutationFn: putPersonMail,
    onSuccess: () => invalidatePersons(queryClient),
  });
}
