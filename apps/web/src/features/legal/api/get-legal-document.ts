import type { LegalDocumentAnswer } from '@kundenportal/domain/legal/legal-documents';
import type { LegalDocumentKey } from '@kundenportal/domain/texts/legal';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/legal/{key}: the adviser's own text (markdown) or null for the portal's default. */
export function useLegalDocument(key: LegalDocumentKey) {
  return useQuery({
    queryKey: ['legal', key],
    queryFn: ({ signal }) => apiRequest<LegalDocumentAnswer>(`/legal/${key}`, { signal }),
    staleTime: 60 * 60 * 1000,
  });
}
