import type { Person, PersonInput } from '@kundenportal/domain/household/person-api';
import { sendForm, useRefreshingMutation } from '../../../lib/area-writes';
import { invalidatePersons } from './invalidate-persons';

/** POST /api/persons (needs config.person_edit). Errors are the caller's: a 422 belongs to the form. */
export async function postPerson(body: PersonInput): Promise<Person> {
  return (await sendForm<{ person: Person }>('/persons', 'POST', body)).person;
}

export function useCreatePerson() {
  return useRefreshingMutation(['persons', 'create'], postPerson, invalidatePersons);
}
