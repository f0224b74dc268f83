import type { ChangePasswordBody } from '@kundenportal/domain/account/account-schemas';
import type { SuccessMessage } from '@kundenportal/domain/api/common-responses';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/password/change → {success, message}; 422 with field entries. */
export function postChangePassword(body: ChangePasswordBody): Promise<SuccessMessage> {
  return apiRequest<SuccessMessage>('/password/change', { method: 'POST', body, handleErrors: false });
}

export function useChangePassword() {
  return useMutation({ mutationKey: ['account', 'change-password'], mutationFn: postChangePassword });
}
