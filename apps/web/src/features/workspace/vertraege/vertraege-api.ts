import type { ContractValues } from '@kundenportal/domain/contracts/contract-input';
import type { AdviserContract } from '@kundenportal/domain/contracts/provided-contract';
import type { DocumentDto } from '@kundenportal/domain/documents/document-api';
import type { ContractLinkCreated } from '@kundenportal/domain/workspace/provided-contracts';
import { apiRequest } from '../../../lib/api-client';
import { sendForm } from '../../../lib/area-writes';
import { sha256Hex } from '../../../lib/sha256';

/** The contracts an agency provides to a customer (issue 31): its reads and writes in the workspace. */
const base = (customerId: number) => `/berater/kunden/${customerId}/vertraege`;

/** Reads and writes below report their failures to the caller (`handleErrors: false`): the card shows them. */
export const getProvidedContract = (customerId: number, contractId: number) =>
  apiRequest<{ contract: AdviserContract }>(`${base(customerId)}/${contractId}`, {
    handleErrors: false,
  }).then((answer) => answer.contract);

/** A new provided contract (`contractId` null) or a change of one; a 422 is the form's. */
export const saveProvidedContract = (customerId: number, contractId: number | null, values: ContractValues) =>
  sendForm<{ contract: AdviserContract }>(
    contractId === null ? base(customerId) : `${base(customerId)}/${contractId}`,
    contractId === null ? 'POST' : 'PUT',
    values,
  );

export const postContractLink = (customerId: number, contractId: number) =>
  apiRequest<ContractLinkCreated>(`${base(customerId)}/${contractId}/link`, {
    method: 'POST',
    handleErrors: false,
  });

export async function postContractDocument(customerId: number, contractId: number, file: File) {
  const form = new FormData();
  form.append('hash', await sha256Hex(file));
  form.append('file', file, file.name);
  return apiRequest<{ document: DocumentDto }>(`${base(customerId)}/${contractId}/dokumente`, {
    method: 'POST',
    body: form,
    handleErrors: false,
  });
}
