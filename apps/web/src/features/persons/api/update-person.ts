import type { Person, PersonInput } from '@kundenportal/domain/household/person-api';
import { sendForm, useRefreshingMutation } from '../../../lib/area-writes';
import { invalidatePersons } from './invalidate-persons';

/** PUT /api/persons/:id (needs config.person_edit). Errors are the caller's: a 422 belongs to the form. */
export async function putPerson({ id, body }: { id: number; body: PersonInput }): Promise<Person> {
  return (await sendForm<{ person: Person }>(`/persons/${id}`, 'PUT', body)).person;
}

export function useUpdatePerson() {
  return useRefreshingMutation(['persons', 'update'], putPerson, invalidatePersons);
}
