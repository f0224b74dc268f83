import type { Person } from '@kundenportal/domain/household/person-api';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/area-writes';
import { invalidatePersons } from './invalidate-persons';

/** POST /api/persons/:id/setfreigabe: releases a person to the adviser (1) or withdraws it (0). */
export async function postPersonRelease({
  id,
  mvp_freigabe,
}: {
  id: number;
  mvp_freigabe: 0 | 1;
}): Promise<Person> {
  const response = await apiRequest<{ person: Person }>(`/persons/${id}/setfreigabe`, {
    method: 'POST',
    body: { mvp_freigabe },
  });
  return response.person;
}

export function useSetPersonRelease() {
  return useRefreshingMutation(['persons', 'setfreigabe'], postPersonRelease, invalidatePersons);
}
