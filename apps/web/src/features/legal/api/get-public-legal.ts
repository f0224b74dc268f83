import type { PublicLegalAnswer } from '@kundenportal/domain/legal/public-legal';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/rechtstexte?berater={code} (no token): the agency's imprint and texts, or the operator's. */
export function usePublicLegal(code: string | null) {
  return useQuery({
    queryKey: ['rechtstexte', code?.toLowerCase() ?? ''],
    queryFn: ({ signal }) =>
      apiRequest<PublicLegalAnswer>(
        code ? `/rechtstexte?berater=${encodeURIComponent(code)}` : '/rechtstexte',
        { signal },
      ),
    staleTime: 60 * 60 * 1000,
  });
}
