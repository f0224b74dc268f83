import type { RegistrationResponseJSON } from '@simplewebauthn/browser';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/passkeys/register/verify: the server checks the authenticator's answer and stores the passkey. */
export function postVerifyPasskeyRegistration(body: {
  challengeId: string;
  response: RegistrationResponseJSON;
}): Promise<{ success: true }> {
  return apiRequest<{ success: true }>('/passkeys/register/verify', { method: 'POST', body });
}
