import type { StatusSuccess } from '@kundenportal/domain/account/account-responses';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/emailcheck: page 1 of the sign-up wizard (spec section 4). 422 carries 'email=>…'. */
export function postEmailCheck(body: { email: string }): Promise<StatusSuccess> {
  return apiRequest<StatusSuccess>('/emailcheck', { method: 'POST', body, handleErrors: false });
}

export function useEmailCheck() {
  return useMutation({ mutationKey: ['auth', 'emailcheck'], mutationFn: postEmailCheck });
}
