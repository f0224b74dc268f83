import type { BedarfscheckAnswersInput } from '@kundenportal/domain/bedarfscheck/answers';
import type { Person } from '@kundenportal/domain/household/person-api';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/area-writes';
import { invalidatePersons } from './invalidate-persons';

/**
 * PUT /api/persons/vcheck/:id/update/fremdvertrag: a person's vcheck flags and the answers the Bedarfscheck
 * asks (ADR 174; fields left out keep their value) for screens outside the person form; the person form
 * sends them with the person.
 */
export async function putPersonVcheck({
  id,
  answers,
}: {
  id: number;
  answers: BedarfscheckAnswersInput;
}): Promise<Person> {
  const response = await apiRequest<{ person: Person }>(`/persons/vcheck/${id}/update/fremdvertrag`, {
    method: 'PUT',
    body: answers,
  });
  return response.person;
}

export function useUpdatePersonVcheck() {
  return useRefreshingMutation(['persons', 'vcheck'], putPersonVcheck, invalidatePersons);
}
