import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { apiRequest } from '../../../lib/api-client';

export type PasskeyRegistrationOptions = {
  challengeId: string;
  options: PublicKeyCredentialCreationOptionsJSON;
};

/** POST /api/passkeys/register/options: options for a new platform passkey of the logged-in customer. */
export function postPasskeyRegistrationOptions(): Promise<PasskeyRegistrationOptions> {
  return apiRequest<PasskeyRegistrationOptions>('/passkeys/register/options', { method: 'POST' });
}
