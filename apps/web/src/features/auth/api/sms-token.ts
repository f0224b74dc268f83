import type { StatusSuccess } from '@kundenportal/domain/account/account-responses';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type SmsTokenBody = { phone: string; country: string; sendsms: 'send' };

/** POST /api/smstoken: sends the sign-up SMS code (spec section 4, page 2). 422 'phone=>…', 429. */
export function postSmsToken(body: SmsTokenBody): Promise<StatusSuccess> {
  return apiRequest<StatusSuccess>('/smstoken', { method: 'POST', body, handleErrors: false });
}

export function useSmsToken() {
  return useMutation({ mutationKey: ['auth', 'smstoken'], mutationFn: postSmsToken });
}
