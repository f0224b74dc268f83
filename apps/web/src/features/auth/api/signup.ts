import type { SignupInput } from '@kundenportal/domain/account/account-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/signup: the sign-up object of spec section 3 (the SMS code as `token`) → a login token. */
export function postSignup(body: SignupInput): Promise<{ token: string }> {
  return apiRequest<{ token: string }>('/signup', { method: 'POST', body, handleErrors: false });
}

export function useSignup() {
  return useMutation({ mutationKey: ['auth', 'signup'], mutationFn: postSignup });
}
