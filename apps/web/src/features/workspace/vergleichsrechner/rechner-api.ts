import type {
  Rechner,
  RechnerAnswer,
  RechnerInput,
  RechnerList,
} from '@kundenportal/domain/vergleichsrechner/rechner-api';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const BASE = '/berater/vergleichsrechner';

/** The agency's calculators (issue 31). */
export const agencyRechnerQuery = queryOptions({
  queryKey: ['workspace', 'vergleichsrechner'],
  queryFn: ({ signal }) =>
    apiRequest<RechnerList>(BASE, { signal }).then((answer): Rechner[] => answer.rechner),
});

/** Adds one (id null) or changes it; a 422 comes back to the form (handleErrors false). */
export function saveRechner(id: number | null, body: RechnerInput) {
  return apiRequest<RechnerAnswer>(id === null ? BASE : `${BASE}/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    body,
    handleErrors: false,
  });
}

export function deleteRechner(id: number) {
  return apiRequest<null>(`${BASE}/${id}`, { method: 'DELETE' });
}
