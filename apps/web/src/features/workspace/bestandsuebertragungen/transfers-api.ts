import type { AgencyTransferAnswer, LetterSend } from '@kundenportal/domain/bestandsuebertragung/letter-api';
import type { SettableContractStatus } from '@kundenportal/domain/bestandsuebertragung/status-machine';
import type {
  AgencyTransfer,
  AgencyTransfersAnswer,
} from '@kundenportal/domain/bestandsuebertragung/transfer-api';
import { bestandsuebertragungTexts } from '@kundenportal/domain/texts/bestandsuebertragung';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

const BASE = '/berater/bestandsuebertragungen';

/** The agency's transfers, newest first (the board). */
export const agencyTransfersQuery = queryOptions({
  queryKey: ['workspace', 'transfers'],
  queryFn: ({ signal }) =>
    apiRequest<AgencyTransfersAnswer>(BASE, { signal }).then((answer) => answer.transfers),
});

/** One customer's transfers (the household page): the board's list narrowed by the server (`?kunde=`). */
export const customerTransfersQuery = (customerId: number) =>
  queryOptions({
    queryKey: [...agencyTransfersQuery.queryKey, 'kunde', customerId],
    queryFn: ({ signal }) =>
      apiRequest<AgencyTransfersAnswer>(`${BASE}?${new URLSearchParams({ kunde: String(customerId) })}`, {
        signal,
      }).then((answer) => answer.transfers),
  });

/** Puts a transfer as a write answered it into the board's list, then reads the lists again. */
export function takeTransfer(client: QueryClient, transfer: AgencyTransfer) {
  client.setQueryData<AgencyTransfer[]>(agencyTransfersQuery.queryKey, (list) =>
    list?.map((entry) => (entry.id === transfer.id ? transfer : entry)),
  );
  return client.invalidateQueries({ queryKey: agencyTransfersQuery.queryKey });
}

/** The letter to one insurer as a PDF: fetched with the adviser's token in the header, saved as a file. */
export function downloadLetter(transferId: number, versicherer: string) {
  const query = new URLSearchParams({ versicherer });
  return downloadFile(
    `${BASE}/${transferId}/anschreiben.pdf?${query}`,
    bestandsuebertragungTexts.letter.fileName(versicherer),
  );
}

/** The letter went out: by e-mail through the portal's outbox, or the downloaded one by post. */
export function postLetter(transferId: number, body: LetterSend) {
  return apiRequest<AgencyTransferAnswer>(`${BASE}/${transferId}/anschreiben`, { method: 'POST', body });
}

/** PUT …/vertraege/{contractId}'s body as the form sends it (contract-answer.ts checks it). */
export type ContractAnswerBody = { status: SettableContractStatus; datum?: string; notiz?: string };

/** A contract's next step: the insurer's answer (or the letter sent again). Errors are the form's. */
export function putContractAnswer(transferId: number, contractId: number, body: ContractAnswerBody) {
  return apiRequest<AgencyTransferAnswer>(`${BASE}/${transferId}/vertraege/${contractId}`, {
    method: 'PUT',
    body,
    handleErrors: false,
  });
}
