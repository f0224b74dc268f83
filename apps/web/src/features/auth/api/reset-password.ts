import type { Token } from '@kundenportal/domain/api/common-responses';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type ResetPasswordBody = { code: string; password: string; password_confirmation: string };

/** POST /api/password/forgot: sets a new password with the mailed code → a login token. */
export function postResetPassword(body: ResetPasswordBody): Promise<Token> {
  return apiRequest<Token>('/password/forgot', { method: 'POST', body, handleErrors: false });
}

export function useResetPassword() {
  return useMutation({ mutationKey: ['auth', 'reset-password'], mutationFn: postResetPassword });
}
