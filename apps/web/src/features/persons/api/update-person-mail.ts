import type { Person, PersonMailInput } from '@kundenportal/domain/household/person-api';
import { sendForm, useRefreshingMutation } from '../../../lib/area-writes';
import { invalidatePersons } from './invalidate-persons';

/** PUT /api/persons/mail/:id: the person's contact data and consent (the person mail screen). */
export async function putPersonMail({ id, body }: { id: number; body: PersonMailInput }): Promise<Person> {
  return (await sendForm<{ person: Person }>(`/persons/mail/${id}`, 'PUT', body)).person;
}

export function useUpdatePersonMail() {
  return useRefreshingMutation(['persons', 'mail'], putPersonMail, invalidatePersons);
}
