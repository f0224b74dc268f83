import type { SuccessMessage } from '@kundenportal/domain/api/common-responses';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type ChangeEmailBody = { email: string; password: string };

/** POST /api/email/change: mails a confirmation link to the new address; the change waits for it. */
export function postChangeEmail(body: ChangeEmailBody): Promise<SuccessMessage> {
  return apiRequest<SuccessMessage>('/email/change', { method: 'POST', body, handleErrors: false });
}

export function useChangeEmail() {
  return useMutation({ mutationKey: ['account', 'change-email'], mutationFn: postChangeEmail });
}
