import type { VcheckFlag } from '@kundenportal/domain/forms/catalogue/person';
import type { MainFlagValue } from '@kundenportal/domain/household/main-entry';
import type { Person } from '@kundenportal/domain/household/person-api';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/area-writes';
import { invalidatePersons } from './invalidate-persons';

export type VcheckUpdate = Partial<Record<VcheckFlag, MainFlagValue>>;

/**
 * PUT /api/persons/vcheck/:id/update/fremdvertrag: sets vcheck flags alone (for screens outside the
 * person form, e.g. a contract's needs check); the person form sends them with the person.
 */
export async function putPersonVcheck({ id, flags }: { id: number; flags: VcheckUpdate }): Promise<Person> {
  const response = await apiRequest<{ person: Person }>(`/persons/vcheck/${id}/update/fremdvertrag`, {
    method: 'PUT',
    body: flags,
  });
  return response.person;
}

export function useUpdatePersonVcheck() {
  return useRefreshingMutation(['persons', 'vcheck'], putPersonVcheck, invalidatePersons);
}
