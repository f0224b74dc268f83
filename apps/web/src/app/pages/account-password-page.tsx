import { ChangePasswordPage } from '../../features/account/routes/change-password-page';
import { PasskeySettings } from '../../features/auth/components/passkey-settings';
import styles from './account-password-page.module.css';

/**
 * /app/MeinKonto/passwort, the password area of spec section 2: changing the password (account
 * feature) and the biometric login switch (auth feature), composed here because features do not
 * import each other.
 */
export function AccountPasswordPage() {
  return (
    <div className={styles.page}>
      <ChangePasswordPage />
      <PasskeySettings />
    </div>
  );
}
