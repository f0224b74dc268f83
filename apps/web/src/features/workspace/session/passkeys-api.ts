import type { Passkey } from '@kundenportal/domain/auth/passkey-schemas';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { loadWebAuthn } from '../../../lib/webauthn';

/** One of the adviser's passkeys. */
export type AdviserPasskey = Passkey;

/** The adviser's passkeys (issue 14), /api/berater/passkeys: the customers' routes under the workspace. */
export const adviserPasskeysQuery = queryOptions({
  queryKey: ['workspace', 'passkeys'],
  queryFn: ({ signal }) => apiRequest<AdviserPasskey[]>('/berater/passkeys', { signal }),
});

/** Options, the system prompt, the server's check: a passkey of this device for the adviser. */
export async function registerAdviserPasskey(): Promise<void> {
  const [{ challengeId, options }, { startRegistration }] = await Promise.all([
    apiRequest<{ challengeId: string; options: PublicKeyCredentialCreationOptionsJSON }>(
      '/berater/passkeys/register/options',
      { method: 'POST', handleErrors: false },
    ),
    loadWebAuthn(),
  ]);
  const response: RegistrationResponseJSON = await startRegistration({ optionsJSON: options });
  await apiRequest('/berater/passkeys/register/verify', {
    method: 'POST',
    body: { challengeId, response },
    handleErrors: false,
  });
}

export const deleteAdviserPasskey = (id: string) =>
  apiRequest(`/berater/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE', handleErrors: false });

/** A workspace login with a passkey (the passkey names the account) → the adviser's token. */
export async function loginAdviserWithPasskey(): Promise<{ token: string }> {
  const [{ challengeId, options }, { startAuthentication }] = await Promise.all([
    apiRequest<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }>(
      '/berater/passkeys/login/options',
      { method: 'POST', handleErrors: false },
    ),
    loadWebAuthn(),
  ]);
  const response: AuthenticationResponseJSON = await startAuthentication({ optionsJSON: options });
  return apiRequest<{ token: string }>('/berater/passkeys/login/verify', {
    method: 'POST',
    body: { challengeId, response },
    handleErrors: false,
  });
}
