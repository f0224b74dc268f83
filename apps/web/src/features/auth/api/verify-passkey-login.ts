import type { Token } from '@kundenportal/domain/api/common-responses';
import type { AuthenticationResponseJSON } from '@simplewebauthn/browser';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/passkeys/login/verify (public): a signed answer for a login token. Errors are the login page's. */
export function postVerifyPasskeyLogin(body: {
  challengeId: string;
  response: AuthenticationResponseJSON;
}): Promise<Token> {
  return apiRequest<Token>('/passkeys/login/verify', {
    method: 'POST',
    body,
    handleErrors: false,
  });
}
