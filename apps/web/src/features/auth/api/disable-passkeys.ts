import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setPasskeyChoice } from '../passkey-device';
import { deletePasskeys } from './delete-passkeys';
import { passkeysQuery } from './get-passkeys';

type SignalApi = {
  signalUnknownCredential?: (options: { rpId: string; credentialId: string }) => Promise<void>;
};

/**
 * Turns biometric login off (spec section 2, "disabling removes stored credentials"): the server
 * forgets every passkey, this device forgets that it had one, and where the browser supports the
 * WebAuthn signal API its password manager is told to drop them too.
 */
export async function disablePasskeys(email: string, credentialIds: readonly string[]): Promise<void> {
  await deletePasskeys();
  setPasskeyChoice(email, 'declined');
  const api = (typeof window !== 'undefined' ? window.PublicKeyCredential : undefined) as
    | SignalApi
    | undefined;
  if (!api?.signalUnknownCredential) return;
  await Promise.all(
    credentialIds.map((credentialId) =>
      api.signalUnknownCredential?.({ rpId: window.location.hostname, credentialId }).catch(() => undefined),
    ),
  );
}

export function useDisablePasskeys() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['passkeys', 'disable'],
    mutationFn: ({ email, credentialIds }: { email: string; credentialIds: readonly string[] }) =>
      disablePasskeys(email, credentialIds),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey }),
  });
}
