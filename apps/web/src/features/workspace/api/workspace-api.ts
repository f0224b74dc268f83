import type { DocumentDto } from '@kundenportal/domain/documents/document-api';
import type { AuditEntry } from '@kundenportal/domain/workspace/audit-log';
import type { CustomerSettingsInput } from '@kundenportal/domain/workspace/customer-settings';
import type { AdviserProfile, CustomerList } from '@kundenportal/domain/workspace/customers';
import type { CustomerHousehold } from '@kundenportal/domain/workspace/household';
import type { Invitation, InvitationInput } from '@kundenportal/domain/workspace/invitations';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sha256Hex } from '../../../lib/sha256';

/** The adviser workspace's calls (issue 14); the API client sends them with the adviser's token. */
export function postAdviserLogin(credentials: { email: string; password: string }) {
  return apiRequest<{ token: string }>('/berater/login', {
    method: 'POST',
    body: credentials,
    handleErrors: false,
  });
}

export function postAdviserLogout() {
  return apiRequest<{ success: boolean }>('/berater/logout', { method: 'POST', handleErrors: false });
}

export const adviserProfileQuery = queryOptions({
  queryKey: ['workspace', 'me'],
  queryFn: ({ signal }) => apiRequest<AdviserProfile>('/berater/me', { signal }),
  staleTime: 5 * 60_000,
});

export const customerListQuery = (q: string) =>
  queryOptions({
    queryKey: ['workspace', 'customers', q],
    queryFn: ({ signal }) =>
      apiRequest<CustomerList>(`/berater/kunden${q ? `?q=${encodeURIComponent(q)}` : ''}`, { signal }),
    placeholderData: (previous) => previous,
  });

export const customerHouseholdQuery = (id: number) =>
  queryOptions({
    queryKey: ['workspace', 'customer', id],
    queryFn: ({ signal }) => apiRequest<CustomerHousehold>(`/berater/kunden/${id}`, { signal }),
  });

export const customerAuditQuery = (id: number) =>
  queryOptions({
    queryKey: ['workspace', 'customer', id, 'audit'],
    queryFn: ({ signal }) =>
      apiRequest<{ entries: AuditEntry[] }>(`/berater/kunden/${id}/protokoll`, { signal }),
  });

export type CustomerSettings = {
  config: Record<string, unknown>;
  features: Record<string, unknown>;
  accountTyp: string;
};

export function putCustomerSettings(id: number, body: CustomerSettingsInput) {
  return apiRequest<{ settings: CustomerSettings }>(`/berater/kunden/${id}/einstellungen`, {
    method: 'PUT',
    body,
  });
}

export const invitationsQuery = queryOptions({
  queryKey: ['workspace', 'invitations'],
  queryFn: ({ signal }) => apiRequest<{ einladungen: Invitation[] }>('/berater/einladungen', { signal }),
});

export function postInvitation(body: InvitationInput) {
  return apiRequest<{ einladung: Invitation }>('/berater/einladungen', {
    method: 'POST',
    body,
    handleErrors: false,
  });
}

export function postInvitationAgain(customerId: number) {
  return apiRequest<{ einladung: Invitation }>(`/berater/einladungen/${customerId}/erneut`, {
    method: 'POST',
  });
}

/** Provides a document to the customer (multipart: the file and its SHA-256, as every upload). */
export async function postProvidedDocument(customerId: number, file: File) {
  const form = new FormData();
  form.append('hash', await sha256Hex(file));
  form.append('file', file, file.name);
  return apiRequest<{ document: DocumentDto }>(`/berater/kunden/${customerId}/dokumente`, {
    method: 'POST',
    body: form,
    handleErrors: false,
  });
}

export const customerDocumentPath = (customerId: number, documentId: number) =>
  `/berater/kunden/${customerId}/dokumente/${documentId}?disposition=attachment`;
