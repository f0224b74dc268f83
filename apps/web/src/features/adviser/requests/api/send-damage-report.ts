import type { DamageReportSent } from '@kundenportal/domain/adviser-requests/request-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { damageReportsKey } from './get-damage-reports';

/**
 * POST /api/schadensmeldung/{id}/senden: a draft goes to the adviser with the files it has. Errors are
 * toasts (409 when it was sent already, 404 when it is gone).
 */
export function sendDamageReport(id: number): Promise<DamageReportSent> {
  return apiRequest<DamageReportSent>(`/schadensmeldung/${id}/senden`, { method: 'POST' });
}

export function useSendDamageReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['damage-reports', 'send'],
    mutationFn: sendDamageReport,
    // Sent or not (a 409: someone sent it already), the list shows the state the server has.
    onSettled: () => queryClient.invalidateQueries({ queryKey: damageReportsKey }),
  });
}
