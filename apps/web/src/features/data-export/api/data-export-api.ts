import type { DataExport, DataExportResponse } from '@kundenportal/domain/data-export/data-export-api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** How often a running export's progress is read. */
const POLL_MS = 1500;

/** POST /api/users/export: a new export (the day's 4th is the 429 the page shows; errors are the page's). */
export function useRequestExport() {
  return useMutation({
    mutationKey: ['data-export', 'request'],
    mutationFn: () =>
      apiRequest<DataExportResponse>('/users/export', { method: 'POST', handleErrors: false }).then(
        (answer) => answer.export,
      ),
  });
}

/** GET /api/users/export/:id, read again while it runs. */
export function useExportStatus(id: string | null) {
  return useQuery({
    queryKey: ['data-export', id],
    enabled: id !== null,
    queryFn: ({ signal }) =>
      apiRequest<DataExportResponse>(`/users/export/${encodeURIComponent(id ?? '')}`, { signal }).then(
        (answer): DataExport => answer.export,
      ),
    refetchInterval: (query) => (query.state.data?.status === 'laeuft' ? POLL_MS : false),
  });
}
