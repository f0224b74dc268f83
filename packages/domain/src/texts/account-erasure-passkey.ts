/** Konto löschen confirmed with a passkey instead of the password (issue 32, ADR 246). Ours. */
export const accountErasurePasskeyTexts = {
  or: 'Oder bestätige mit Touch-ID / Face-ID:',
  confirm: 'Mit Passkey bestätigen',
  none: 'Für Dein Konto ist noch kein Passkey eingerichtet. Bitte bestätige mit Deinem Passwort.',
  cancelled: 'Die Bestätigung mit dem Passkey wurde abgebrochen.',
  failed: 'Der Passkey konnte die Löschung nicht bestätigen. Bitte versuche es noch einmal.',
} as const;
