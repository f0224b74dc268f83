import type { SignupInput } from '@kundenportal/domain/account/account-schemas';
import type { Token } from '@kundenportal/domain/api/common-responses';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/signup: the sign-up object of spec section 3 (the SMS code as `token`) → a login token. */
export function postSignup(body: SignupInput): Promise<Token> {
  return apiRequest<Token>('/signup', { method: 'POST', body, handleErrors: false });
}

export function useSignup() {
  return useMutation({ mutationKey: ['auth', 'signup'], mutationFn: postSignup });
}
