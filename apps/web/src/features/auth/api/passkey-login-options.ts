import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { apiRequest } from '../../../lib/api-client';

export type PasskeyLoginOptions = { challengeId: string; options: PublicKeyCredentialRequestOptionsJSON };

/** POST /api/passkeys/login/options (public). Errors are the login page's to show. */
export function postPasskeyLoginOptions(): Promise<PasskeyLoginOptions> {
  return apiRequest<PasskeyLoginOptions>('/passkeys/login/options', { method: 'POST', handleErrors: false });
}
