import type {
  CustomerTransfer,
  TransferAnswer,
} from '@kundenportal/domain/bestandsuebertragung/transfer-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateTransfers } from './get-transfers';

/**
 * DELETE /api/bestandsuebertragung/{id}: withdraws a transfer nothing of which was sent. Errors are the
 * API client's toasts (409 transfer_already_sent: the catalogue's text); either way the list is read
 * again, since a 409 means the adviser has sent it meanwhile.
 */
export async function withdrawTransfer(id: number): Promise<CustomerTransfer> {
  const answer = await apiRequest<TransferAnswer>(`/bestandsuebertragung/${id}`, {
    method: 'DELETE',
  });
  return answer.transfer;
}

export function useWithdrawTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['bestandsuebertragung', 'withdraw'],
    mutationFn: withdrawTransfer,
    onSettled: () => invalidateTransfers(queryClient),
  });
}
