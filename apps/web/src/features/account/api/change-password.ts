import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The spec's body (section 7): `password` is the current one. */
export type ChangePasswordBody = {
  password: string;
  neues_passwort: string;
  password_new_confirmation: string;
};

/** POST /api/password/change → {success, message}; 422 with field entries. */
export function postChangePassword(
  body: ChangePasswordBody,
): Promise<{ success: boolean; message?: string }> {
  return apiRequest('/password/change', { method: 'POST', body, handleErrors: false });
}

export function useChangePassword() {
  return useMutation({ mutationKey: ['account', 'change-password'], mutationFn: postChangePassword });
}
