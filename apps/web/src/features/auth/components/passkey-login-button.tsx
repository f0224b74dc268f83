import { loginErrorText } from '@kundenportal/domain/auth/login-errors';
import { landingRoute } from '@kundenportal/domain/routing/route-rules';
import { messages } from '@kundenportal/domain/texts/messages';
import { passkeyTexts } from '@kundenportal/domain/texts/passkey';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { browserSupportsPasskeys, isWebAuthnCancel } from '../../../lib/webauthn';
import { useLoginWithPasskey } from '../api/login-with-passkey';
import { hasPasskeyOnDevice } from '../passkey-device';
import styles from './passkey-login-button.module.css';

/**
 * 'Mit Passkey anmelden' on the login page, shown once this device has a passkey (spec section 2).
 * Success ends like a password login: toast, then the landing route.
 */
export function PasskeyLoginButton() {
  const navigate = useNavigate();
  const login = useLoginWithPasskey();
  const [visible] = useState(() => browserSupportsPasskeys() && hasPasskeyOnDevice());
  if (!visible) return null;

  function onClick() {
    if (login.isPending) return;
    login.mutate(undefined, {
      onSuccess: (user) => {
        toast.dismissLoginErrors();
        toast.success(messages.loginSuccess);
        navigate(landingRoute(user));
      },
      onError: (error) => {
        if (error instanceof ApiError) toast.loginError(loginErrorText(error.status, error.body));
        else if (isWebAuthnCancel(error)) toast.info(passkeyTexts.cancelled);
        else toast.loginError(passkeyTexts.failed);
      },
    });
  }

  return (
    <Button variant="secondary" block className={styles.button} onClick={onClick} disabled={login.isPending}>
      {passkeyTexts.loginButton}
    </Button>
  );
}
