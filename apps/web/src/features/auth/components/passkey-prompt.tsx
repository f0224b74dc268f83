import { passkeyTexts } from '@kundenportal/domain/texts/passkey';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { toast } from '../../../lib/toast-store';
import { isWebAuthnCancel, platformAuthenticatorAvailable } from '../../../lib/webauthn';
import { useRegisterPasskey } from '../api/register-passkey';
import { getPasskeyChoice, setPasskeyChoice } from '../passkey-device';
import styles from './passkey-dialog.module.css';

/**
 * The one-time question after the first login on this device (spec section 2: "Biometric setup is
 * asked once on first login and the answer is remembered"), only where Touch-ID / Face-ID exists.
 * The answer is kept per account e-mail on this device; closing the dialog counts as "Nicht jetzt".
 * A passkey login stores 'enabled', so it never leads here.
 */
export function PasskeyPrompt() {
  const user = useCurrentUser();
  const email = user?.email ?? '';
  const [open, setOpen] = useState(false);
  const register = useRegisterPasskey();

  useEffect(() => {
    if (!email || getPasskeyChoice(email)) return;
    let cancelled = false;
    void platformAuthenticatorAvailable().then((available) => {
      if (!cancelled && available && !getPasskeyChoice(email)) setOpen(true);
    });
    return () => {
      cancelled = true;
    };
  }, [email]);

  // Also the dialog's close event (Escape, a route change, or closing after success): only an
  // unanswered question counts as "Nicht jetzt".
  function decline() {
    if (!getPasskeyChoice(email)) setPasskeyChoice(email, 'declined');
    setOpen(false);
  }

  function activate() {
    register.mutate(email, {
      onSuccess: () => {
        setOpen(false);
        toast.success(passkeyTexts.credentialsSaved);
      },
      onError: (error) => {
        // The customer can still turn it on later in the password area.
        setPasskeyChoice(email, 'declined');
        setOpen(false);
        if (error instanceof ApiError) return; // the API client has shown it
        if (isWebAuthnCancel(error)) toast.info(passkeyTexts.cancelled);
        else toast.error(passkeyTexts.registrationFailed);
      },
    });
  }

  if (!email) return null;
  return (
    <Dialog open={open} title={passkeyTexts.promptTitle} onClose={decline}>
      <p>{passkeyTexts.promptQuestion}</p>
      <div className={styles.actions}>
        <Button onClick={activate} disabled={register.isPending}>
          {passkeyTexts.promptActivate}
        </Button>
        <Button variant="secondary" onClick={decline} disabled={register.isPending}>
          {passkeyTexts.promptNotNow}
        </Button>
      </div>
    </Dialog>
  );
}
