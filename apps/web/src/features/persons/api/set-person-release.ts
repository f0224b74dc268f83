import type { Person } from '@kundenportal/domain/household/person-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['persons', 'setfreigabe'],
    mutationFn: postPersonRelease,
    onSuccess: () => invalidatePersons(queryClient),
  });
}
