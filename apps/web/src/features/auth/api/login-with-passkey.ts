import type { User } from '@kundenportal/domain/account/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadWebAuthn } from '../../../lib/webauthn';
import { setPasskeyChoice } from '../passkey-device';
import { postPasskeyLoginOptions } from './passkey-login-options';
import { startSession } from './start-session';
import { postVerifyPasskeyLogin } from './verify-passkey-login';

/**
 * Login with a passkey: options (no e-mail needed, the passkey names the account), the system's
 * Touch-ID / Face-ID prompt, the server's check, then the same session start as a password login.
 */
export function useLoginWithPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'passkey-login'],
    mutationFn: async (): Promise<User> => {
      const [{ challengeId, options }, { startAuthentication }] = await Promise.all([
        postPasskeyLoginOptions(),
        loadWebAuthn(),
      ]);
      const response = await startAuthentication({ optionsJSON: options });
      const { token } = await postVerifyPasskeyLogin({ challengeId, response });
      const user = await startSession(queryClient, token);
      setPasskeyChoice(user.email, 'enabled');
      return user;
    },
  });
}
