import type { AuditEntry } from '@kundenportal/domain/workspace/audit-log';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** One customer's change log, newest first (the agency's is shared/workspace-queries.ts's). */
export const customerAuditQuery = (id: number) =>
  queryOptions({
    queryKey: ['workspace', 'customer', id, 'audit'],
    queryFn: ({ signal }) =>
      apiRequest<{ entries: AuditEntry[] }>(`/berater/kunden/${id}/protokoll`, { signal }),
  });
