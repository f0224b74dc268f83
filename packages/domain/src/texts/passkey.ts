import { accountTexts } from './account';

/** Biometric login as passkeys (spec section 2, "Login page" and "In the password area"). */
export const passkeyTexts = {
  promptTitle: 'Biometrische Anmeldung',
  promptQuestion: 'Möchtest Du Dich künftig mit Touch-ID / Face-ID (Passkey) anmelden?',
  promptActivate: 'Aktivieren',
  promptNotNow: 'Nicht jetzt',
  credentialsSaved: accountTexts.credentialsSaved,
  loginButton: 'Mit Passkey anmelden',
  settingsHeading: 'Biometrische Anmeldung',
  settingsSwitch: 'Biometrische Anmeldung (Touch-ID)',
  settingsHint: 'Melde Dich auf diesem Gerät mit Touch-ID / Face-ID an, ohne Passwort.',
  settingsUnavailable: 'Auf diesem Gerät ist keine biometrische Anmeldung verfügbar.',
  logoutQuestionTitle: 'Touch-ID testen',
  logoutQuestion: 'Möchtest Du Dich jetzt ausloggen, um die Anmeldung mit Touch-ID zu testen, oder später?',
  logoutNow: 'Jetzt ausloggen',
  logoutLater: 'Später',
  disabled: 'Die biometrische Anmeldung wurde deaktiviert.',
  cancelled: 'Die Anmeldung mit Passkey wurde abgebrochen.',
  failed: 'Die Anmeldung mit Passkey ist fehlgeschlagen.',
  registrationFailed: 'Der Passkey konnte nicht gespeichert werden.',
} as const;
