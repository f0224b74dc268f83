import { errorCatalogue } from '../errors/error-codes';

/** German texts of the account flows (spec sections 2, 5, 8); the spec's own texts verbatim. */
export const accountTexts = {
  accountCreated: 'Das Konto wurde erstellt.',
  linkInvalid: errorCatalogue.invalid_activation_code.message,
  ssoInvalid: 'Der Token ist nicht gültig.',
  ssoErrorTitle: 'Fehler beim einloggen',
  ssoError: 'Es ist ein Fehler beim Login aufgetreten',
  changesSaved: 'Die Änderungen wurden gespeichert.',
  credentialsSaved: 'Zugangsdaten gespeichert',
  emailTaken: 'Diese E-Mail-Adresse wird bereits verwendet.',
  smsCodeInvalid: 'Der SMS-Code ist falsch oder abgelaufen.',
  termsRequired: 'Bitte stimme den Nutzungsbedingungen zu.',
  privacyRequired: 'Bitte stimme der Datenschutzerklärung zu.',
  emailUnchanged: 'Das ist bereits deine E-Mail-Adresse.',
  emailChangeSent:
    'Wir haben dir eine E-Mail an die neue Adresse geschickt. Bitte bestätige sie über den Link darin.',
  mobileNotPhone: 'Die Mobilnummer muss die bestätigte Telefonnummer sein.',
  // Connecting to an adviser (invite page, issue 11). Ours.
  adviserCodeLabel: 'Code Deines Beraters',
  adviserCodeHint:
    'Du findest ihn im Einladungslink Deines Beraters (nach „berater=“) oder fragst ihn danach.',
  adviserCodeRequired: 'Bitte gib den Code Deines Beraters ein.',
  adviserCodeUnknown: 'Zu diesem Code gibt es keinen Berater. Bitte prüfe die Eingabe.',
  adviserConnect: 'Verbinden',
  adviserConnected: (name: string) => `Du bist jetzt mit ${name} verbunden.`,
  adviserAlreadyConnected: 'Dein Konto ist bereits mit einem Berater verbunden.',
  tooManyRequests: 'Zu viele Anfragen. Bitte warte einen Moment und versuche es dann erneut.',
} as const;
