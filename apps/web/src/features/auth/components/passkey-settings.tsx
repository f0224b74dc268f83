import { paths } from '@kundenportal/domain/routing/paths';
import { passkeyTexts } from '@kundenportal/domain/texts/passkey';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { Switch } from '../../../components/ui/switch';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { toast } from '../../../lib/toast-store';
import { isWebAuthnCancel, platformAuthenticatorAvailable } from '../../../lib/webauthn';
import { useDisablePasskeys } from '../api/disable-passkeys';
import { usePasskeys } from '../api/get-passkeys';
import { useRegisterPasskey } from '../api/register-passkey';
import { getPasskeyChoice, type PasskeyChoice, setPasskeyChoice } from '../passkey-device';
import dialogStyles from './passkey-dialog.module.css';
import styles from './passkey-settings.module.css';

/**
 * The 'Biometrische Anmeldung (Touch-ID)' switch of the password area (spec section 2). On: registers
 * a passkey of this device, then asks whether to log out now to try it. Off: removes the passkeys on
 * the server and the device's memory of them. It shows "on" only when this device has a passkey the
 * server still knows.
 */
export function PasskeySettings() {
  const user = useCurrentUser();
  const email = user?.email ?? '';
  const navigate = useNavigate();
  const passkeys = usePasskeys();
  const register = useRegisterPasskey();
  const disable = useDisablePasskeys();
  const [available, setAvailable] = useState<boolean | null>(null);
  const [choice, setChoice] = useState<PasskeyChoice | null>(null);
  const [askLogout, setAskLogout] = useState(false);
  const headingId = useId();
  const hintId = useId();

  useEffect(() => {
    let cancelled = false;
    void platformAuthenticatorAvailable().then((value) => {
      if (!cancelled) setAvailable(value);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (email) setChoice(getPasskeyChoice(email));
  }, [email]);

  // Removed elsewhere (another device turned it off): this device forgets it too.
  const serverCount = passkeys.data?.length;
  useEffect(() => {
    if (serverCount === 0 && email && getPasskeyChoice(email) === 'enabled') {
      setPasskeyChoice(email, 'declined');
      setChoice('declined');
    }
  }, [serverCount, email]);

  const checked = choice === 'enabled' && (serverCount ?? 0) > 0;
  const busy = register.isPending || disable.isPending || passkeys.isPending;

  function onToggle() {
    if (busy || !email) return;
    if (checked) {
      disable.mutate(
        { email, credentialIds: passkeys.data?.map((passkey) => passkey.id) ?? [] },
        {
          onSuccess: () => {
            setChoice('declined');
            toast.success(passkeyTexts.disabled);
          },
        },
      );
      return;
    }
    register.mutate(email, {
      onSuccess: () => {
        setChoice('enabled');
        toast.success(passkeyTexts.credentialsSaved);
        setAskLogout(true);
      },
      onError: (error) => {
        if (error instanceof ApiError) return; // the API client has shown it
        if (isWebAuthnCancel(error)) toast.info(passkeyTexts.cancelled);
        else toast.error(passkeyTexts.registrationFailed);
      },
    });
  }

  if (!user) return null;
  return (
    <Card labelledBy={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {passkeyTexts.settingsHeading}
      </h2>
      <div className={styles.row}>
        <Switch
          checked={checked}
          onChange={onToggle}
          describedBy={hintId}
          disabled={available !== true || busy}
        >
          {passkeyTexts.settingsSwitch}
        </Switch>
      </div>
      <p id={hintId} className={styles.hint}>
        {available === false ? passkeyTexts.settingsUnavailable : passkeyTexts.settingsHint}
      </p>
      <Dialog open={askLogout} title={passkeyTexts.logoutQuestionTitle} onClose={() => setAskLogout(false)}>
        <p>{passkeyTexts.logoutQuestion}</p>
        <div className={dialogStyles.actions}>
          <Button
            onClick={() => {
              setAskLogout(false);
              navigate(paths.appLogout);
            }}
          >
            {passkeyTexts.logoutNow}
          </Button>
          <Button variant="secondary" onClick={() => setAskLogout(false)}>
            {passkeyTexts.logoutLater}
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
