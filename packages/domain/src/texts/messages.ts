/** German texts of the portal, verbatim from the spec (typos included). Spec sections 2, 5, 6, 8, 9. */
export const messages = {
  loginSuccess: 'Du hast Dich erfolgreich eingeloggt!',
  logoutSuccess: 'Du wurdest erfolgreich ausgeloggt!',
  logoutFailure: 'Es ist ein Fehler aufgetreten. Aus Sicherheitsgründen wurdest du ausgeloggt.',
  invalidCredentials: 'Die Zugangsdaten sind falsch.',
  genericError: 'Es ist ein Fehler aufgetreten.',
  unknownError: 'Ein unbekannter Fehler ist aufgetreten.',
  notPermitted: 'Du hast nicht die erforderliche Berechtigung.',
  emptyState: 'Es wurden keine Elemente hinterlegt.',
  /** The option of every banner (spec section 2): it hides that banner for good. */
  bannerHide: 'Nicht mehr anzeigen.',
  loggedOutForSetup:
    'Du wurdest von einem angemeldeten Konto ausgeloggt, um den Einrichtungsprozess abschließen zu können.',
  tooManyAttempts: 'Zu viele Anmeldeversuche. Bitte warte einen Moment und versuche es dann erneut.',
  validationFailed: 'Bitte überprüfe deine Eingaben.',
  emailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein.',
  required: 'Dieses Feld ist ein Pflichtfeld.',
  passwordTooLong: 'Das Passwort ist zu lang.',
  notFound: 'Die Seite wurde nicht gefunden.',
  greetingMorning: 'Guten Morgen',
  greetingDay: 'Guten Tag',
  greetingEvening: 'Guten Abend',
  happyBirthday: 'Happy Birthday',
  linkCopied: 'Der Link wurde in die Zwischenablage kopiert.',
} as const;

export type MessageKey = keyof typeof messages;
