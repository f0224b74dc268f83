import type { AuditEntry } from '@kundenportal/domain/workspace/audit-log';
import type { FormTemplateSummary } from '@kundenportal/domain/workspace/form-templates';
import type { CustomerHousehold } from '@kundenportal/domain/workspace/household';
import type { Preset } from '@kundenportal/domain/workspace/presets';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * The reads more than one workspace sub-area shows or refreshes (ADR 129): one query each, so every
 * sub-area shares the cache entry. A sub-area's own reads and all its writes stay in the sub-area.
 */

/** One customer's household (customers shows it; access and documents refresh it). */
export const customerHouseholdQuery = (id: number) =>
  queryOptions({
    queryKey: ['workspace', 'customer', id],
    queryFn: ({ signal }) => apiRequest<CustomerHousehold>(`/berater/kunden/${id}`, { signal }),
  });

/** The agency's form templates (issue 14): the newest version of each (forms lists them, access switches them). */
export const formTemplatesQuery = queryOptions({
  queryKey: ['workspace', 'forms'],
  queryFn: ({ signal }) =>
    apiRequest<{ formulare: FormTemplateSummary[] }>('/berater/formulare', { signal }).then(
      (answer) => answer.formulare,
    ),
});

/** The agency's presets of a customer's switches (ADR 041), the default first (access, invitations). */
export const presetsQuery = queryOptions({
  queryKey: ['workspace', 'presets'],
  queryFn: ({ signal }) => apiRequest<{ vorlagen: Preset[] }>('/berater/vorlagen', { signal }),
});

/** The agency's own change log, newest first (its key is not under the agency's: saves set that one). */
export const agencyLogQuery = queryOptions({
  queryKey: ['workspace', 'agency-log'],
  queryFn: ({ signal }) => apiRequest<{ entries: AuditEntry[] }>('/berater/agentur/protokoll', { signal }),
});

/** After a change of the agency (on any workspace page): its log has a new entry. */
export const refreshAgencyLog = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: agencyLogQuery.queryKey });
