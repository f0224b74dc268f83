import type { Betreuung } from '@kundenportal/domain/bestandsuebertragung/betreuung';
import type { DocumentDto } from '@kundenportal/domain/documents/document-api';
import type { ContractBetreuungAnswer } from '@kundenportal/domain/workspace/contract-betreuung';
import type { CustomerList } from '@kundenportal/domain/workspace/customers';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sha256Hex } from '../../../lib/sha256';

/** The agency's customers (issue 14); one customer's household is shared/workspace-queries.ts's. */
export const customerListQuery = (q: string) =>
  queryOptions({
    queryKey: ['workspace', 'customers', q],
    queryFn: ({ signal }) =>
      apiRequest<CustomerList>(`/berater/kunden${q ? `?q=${encodeURIComponent(q)}` : ''}`, { signal }),
    placeholderData: (previous) => previous,
  });

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

/** Who looks after a customer's contract, set by the agency (issue 29, ADR 186). */
export const putContractBetreuung = (customerId: number, contractId: number, betreuung: Betreuung) =>
  apiRequest<ContractBetreuungAnswer>(`/berater/kunden/${customerId}/vertraege/${contractId}/betreuung`, {
    method: 'PUT',
    body: { betreuung },
  });
