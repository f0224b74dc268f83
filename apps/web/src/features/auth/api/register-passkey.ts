import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadWebAuthn } from '../../../lib/webauthn';
import { setPasskeyChoice } from '../passkey-device';
import { passkeysQuery } from './get-passkeys';
import { postPasskeyRegistrationOptions } from './passkey-registration-options';
import { postVerifyPasskeyRegistration } from './verify-passkey-registration';

/**
 * Registers a passkey of this device for the logged-in customer: options from the server, the
 * system's Touch-ID / Face-ID prompt, the server's check; then the device remembers it.
 */
export async function registerPasskey(email: string): Promise<void> {
  const [{ challengeId, options }, { startRegistration }] = await Promise.all([
    postPasskeyRegistrationOptions(),
    loadWebAuthn(),
  ]);
  try {
    const response = await startRegistration({ optionsJSON: options });
    await postVerifyPasskeyRegistration({ challengeId, response });
  } catch (error) {
    // This device already holds a passkey the server knows (excludeCredentials): it is enabled.
    if (!(error instanceof Error && error.name === 'InvalidStateError')) throw error;
  }
  setPasskeyChoice(email, 'enabled');
}

export function useRegisterPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['passkeys', 'register'],
    mutationFn: registerPasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey }),
  });
}
