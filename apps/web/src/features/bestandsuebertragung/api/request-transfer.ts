import type {
  CustomerTransfer,
  TransferAnswer,
  TransferRequest,
} from '@kundenportal/domain/bestandsuebertragung/transfer-api';
import { sendForm, useRefreshingMutation } from '../../../lib/area-writes';
import { invalidateTransfers } from './get-transfers';

/**
 * POST /api/bestandsuebertragung: the chosen contracts and the level; 201 { transfer } (`zu_unterschreiben`
 * until the mandate is signed, `beantragt` when a signed one is reused). A 422 is the page's to show.
 */
export async function requestTransfer(body: TransferRequest): Promise<CustomerTransfer> {
  const answer = await sendForm<TransferAnswer>('/bestandsuebertragung', 'POST', body);
  return answer.transfer;
}

export function useRequestTransfer() {
  return useRefreshingMutation(['bestandsuebertragung', 'request'], requestTransfer, invalidateTransfers);
}
