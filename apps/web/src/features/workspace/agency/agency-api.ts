import type { BrandTokens } from '@kundenportal/domain/branding/brand-tokens';
import type { LegalDocumentKey } from '@kundenportal/domain/texts/legal';
import type { Agency, AgencyProfile } from '@kundenportal/domain/workspace/agency';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAgencyLog } from '../shared/workspace-queries';

/** The agency's page of the workspace (issue 14): every call answers the whole agency. */
export const agencyQuery = queryOptions({
  queryKey: ['workspace', 'agency'],
  queryFn: ({ signal }) => apiRequest<Agency>('/berater/agentur', { signal }),
});

export const putAgencyProfile = (profile: AgencyProfile) =>
  apiRequest<Agency>('/berater/agentur', { method: 'PUT', body: profile, handleErrors: false });

export const putAgencyBrand = (tokens: BrandTokens) =>
  apiRequest<Agency>('/berater/agentur/marke', { method: 'PUT', body: { tokens }, handleErrors: false });

export function postAgencyImage(which: 'logo' | 'foto', file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest<Agency>(`/berater/agentur/${which}`, { method: 'POST', body: form, handleErrors: false });
}

export const putAgencyLegal = (key: LegalDocumentKey, markdown: string | null) =>
  apiRequest<Agency>(`/berater/agentur/rechtstexte/${key}`, {
    method: 'PUT',
    body: { markdown },
    handleErrors: false,
  });

/** Takes a call's answer as the agency's current state; the change is in the log now. */
export function keepAgency(client: QueryClient, agency: Agency) {
  client.setQueryData(agencyQuery.queryKey, agency);
  void refreshAgencyLog(client);
}
