import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type ForgotRequestResponse = { send: boolean; fehler_art?: string };

/** POST /api/password/forgot_request: mails a reset link (spec section 7). 422 {send:false, fehler_art}, 429. */
export function postForgotRequest(body: { email: string }): Promise<ForgotRequestResponse> {
  return apiRequest<ForgotRequestResponse>('/password/forgot_request', {
    method: 'POST',
    body,
    handleErrors: false,
  });
}

export function useForgotPasswordRequest() {
  return useMutation({ mutationKey: ['auth', 'forgot-request'], mutationFn: postForgotRequest });
}
