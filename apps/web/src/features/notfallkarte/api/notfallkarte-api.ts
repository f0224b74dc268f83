import type { NotfallkarteResponse } from '@kundenportal/domain/notfallkarte/notfallkarte-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/notfallkarte: the household's policy numbers with claims hotlines, and the adviser. */
export const notfallkarteQuery = queryOptions({
  queryKey: ['notfallkarte'] as const,
  queryFn: ({ signal }) => apiRequest<NotfallkarteResponse>('/notfallkarte', { signal }),
});

export function useNotfallkarte() {
  return useQuery(notfallkarteQuery);
}
