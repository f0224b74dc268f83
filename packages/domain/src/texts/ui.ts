import { commonTexts } from './common';
import { messages } from './messages';
import { routeTitleTexts } from './route-titles';

/**
 * German labels of the web app shell that the spec does not word itself (labels, headings, hints).
 * The spec's own texts stay in `messages.ts`; these are kept here so every German text lives in the
 * domain package. Some are stable hooks for the end-to-end tests (marked "test hook").
 */
export const uiTexts = {
  appName: 'Kundenportal',
  /** Test hook: the login inputs and submit button. */
  emailLabel: 'E-Mail',
  passwordLabel: 'Passwort',
  loginSubmit: 'Einloggen',
  loginHeading: 'Willkommen im Kundenportal',
  loginIntro: 'Melde Dich mit Deinen Zugangsdaten an.',
  savedLoginHeading: (firstName: string) => `Hi ${firstName}`,
  removeSavedLogin: 'Gespeicherte Daten entfernen',
  savedLoginRemoved: 'Die gespeicherten Zugangsdaten wurden entfernt.',
  loggingOut: 'Du wirst ausgeloggt…',
  /** Test hook: the menu button, the logout and imprint entries. */
  menu: 'Menü',
  logout: 'Logout',
  imprint: 'Impressum',
  mainNavigation: 'Hauptnavigation',
  skipToContent: 'Zum Inhalt springen',
  legalFooterLink: 'Rechtliche Angaben',
  /** The intro pages' footer (issue 27): the public imprint and privacy text. */
  legalLinks: 'Rechtliches',
  privacy: 'Datenschutz',
  notifications: 'Hinweise',
  closeToast: 'Hinweis schließen',
  loading: 'Wird geladen…',
  defaultLogoAlt: 'Kundenportal',
  logoAlt: (name: string) => `Logo von ${name}`,
  adviserHeading: routeTitleTexts.adviserInfo,
  adviserIntro:
    'Hier erreichst Du Deinen Berater: Telefon, E-Mail und Adresse auf einen Blick, dazu die Unterlagen, die er für Dich bereithält.',
  adviserContact: 'Kontakt',
  phone: 'Telefon',
  mobile: 'Mobil',
  email: 'E-Mail',
  address: 'Adresse',
  firm: 'Firma',
  name: 'Name',
  registerNumber: 'Registernummer',
  adviserDocuments: 'Dokumente',
  noAdviser: 'Für Dein Konto ist noch kein Berater hinterlegt.',
  inviteHeading: 'Berater verbinden',
  inviteIntro:
    'Dein Konto ist noch mit keinem Berater verbunden. Gib den Code Deines Beraters ein: Danach stehen Dir seine Kontaktdaten und alle Beraterfunktionen zur Verfügung.',
  invitePending: 'Offene Verbindungsanfragen',
  inviteOriginalRoute: (title: string) => `Danach geht es weiter zu: ${title}`,
  imprintHeading: 'Impressum',
  imprintIntro: 'Angaben zu Deinem Berater:',
  errorHeading: messages.genericError,
  reload: 'Seite neu laden',
  /** The way back from an address without a page (issue 27): to the landing page, or the login. */
  toStartPage: 'Zur Startseite',
  // Account flows (issue 3). Test hooks: the labels and buttons the end-to-end tests use.
  back: 'Zurück',
  next: 'Weiter',
  cancel: 'Abbrechen',
  close: 'Schließen',
  retry: 'Erneut versuchen',
  save: 'Speichern',
  backToLogin: 'Zurück zum Login',
  firstnameLabel: 'Vorname',
  lastnameLabel: 'Nachname',
  newPasswordLabel: 'Neues Passwort',
  passwordConfirmLabel: 'Passwort wiederholen',
  newPasswordConfirmLabel: 'Neues Passwort wiederholen',
  currentPasswordLabel: 'Aktuelles Passwort',
  passwordRuleMet: 'erfüllt',
  passwordRuleOpen: 'noch offen',
  passwordMissing: (rules: string) => `Noch offen: ${rules}`,
  signupPrompt: 'Noch kein Konto?',
  signupLink: 'Jetzt registrieren',
  /** The login page's link to the public signature check (issue 27). */
  signatureCheckLink: 'Unterschriebenes Dokument prüfen',
  signupHeading: 'Registrierung',
  signupStep: commonTexts.stepOf,
  signupStepTitles: { 1: 'Deine Daten', 2: 'Deine Mobilnummer', 3: 'Code und Passwort' },
  signupIntro1: 'Gib Deinen Namen und Deine E-Mail-Adresse ein.',
  signupIntro2: 'Wir schicken Dir einen Code per SMS, um Deine Mobilnummer zu bestätigen.',
  signupIntro3: (phone: string) => `Wir haben Dir einen 6-stelligen Code an ${phone} geschickt.`,
  countryLabel: 'Land',
  preferredCountries: 'Häufig gewählt',
  allCountries: 'Alle Länder',
  phoneLabel: 'Mobilnummer',
  phoneHint: 'Zum Beispiel 0151 23456789',
  sendSmsCode: 'Code senden',
  smsCodeLabel: 'SMS-Code',
  smsCodeHint: 'Der 6-stellige Code aus der SMS',
  resendSmsCode: 'Code erneut senden',
  smsCodeResent: 'Wir haben Dir einen neuen Code geschickt.',
  changeNumber: 'Nummer ändern',
  signupPasswordLabel: 'Passwort',
  agbLabel: 'Ich akzeptiere die Nutzungsbedingungen.',
  privacyLabel: 'Ich habe die Datenschutzerklärung gelesen und akzeptiere sie.',
  /** Test hook: the buttons under the consents that open the texts. */
  readTerms: 'Nutzungsbedingungen lesen',
  readPrivacy: 'Datenschutzerklärung lesen',
  createAccount: 'Konto erstellen',
  forgotPasswordLink: 'Passwort vergessen?',
  forgotPasswordHeading: routeTitleTexts.forgotPassword,
  forgotPasswordIntro:
    'Gib die E-Mail-Adresse Deines Kontos ein. Wir schicken Dir einen Link, mit dem Du ein neues Passwort festlegen kannst.',
  forgotPasswordSubmit: 'Link anfordern',
  forgotPasswordSent:
    'Wenn zu dieser E-Mail-Adresse ein Konto besteht, haben wir Dir einen Link zum Zurücksetzen geschickt. Bitte schau in Dein Postfach.',
  resetPasswordHeading: 'Neues Passwort festlegen',
  resetPasswordIntro: 'Wähle ein neues Passwort für Dein Konto.',
  // A used, expired or unknown reset link, shown when the page opens (issue 27, ADR 040); the spec's
  // message is accountTexts.linkInvalid, these two lines are ours.
  resetLinkInvalidHint:
    'Ein Link zum Zurücksetzen gilt nur einmal und nur kurze Zeit. Fordere einfach einen neuen an.',
  requestNewResetLink: 'Neuen Link anfordern',
  savePassword: 'Passwort speichern',
  // The file picker (components/ui/file-picker.tsx): the browser's own shows its UI language (issue 27).
  chooseFile: 'Datei auswählen',
  noFileChosen: 'Keine Datei ausgewählt',
  fileChosen: (name: string) => `Ausgewählt: ${name}`,
  setupGreeting: (firstName: string) => `Hallo ${firstName}`,
  setupIntro: 'Lege ein Passwort fest, um Dein Konto einzurichten.',
  setupEmail: 'Deine E-Mail-Adresse',
  setupSubmit: 'Konto einrichten',
  setupChecking: 'Dein Link wird geprüft…',
  ssoLoggingIn: 'Du wirst angemeldet…',
  changePasswordHeading: routeTitleTexts.password,
  changeEmailHeading: routeTitleTexts.email,
  currentEmail: 'Deine aktuelle E-Mail-Adresse',
  newEmailLabel: 'Neue E-Mail-Adresse',
  changeEmailSubmit: routeTitleTexts.email,
  changeEmailSent: (email: string) =>
    `Wir haben einen Bestätigungslink an ${email} geschickt. Deine neue E-Mail-Adresse gilt, sobald Du den Link geöffnet hast.`,
  confirmingEmail: 'Deine E-Mail-Adresse wird bestätigt…',
} as const;
