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
  notifications: 'Hinweise',
  closeToast: 'Hinweis schließen',
  loading: 'Wird geladen…',
  defaultLogoAlt: 'Kundenportal',
  logoAlt: (name: string) => `Logo von ${name}`,
  adviserHeading: 'Dein Berater',
  adviserContact: 'Kontakt',
  phone: 'Telefon',
  mobile: 'Mobil',
  email: 'E-Mail',
  address: 'Adresse',
  firm: 'Firma',
  name: 'Name',
  registerNumber: 'Registernummer',
  mandateDocument: 'Vollmacht',
  noAdviser: 'Für Dein Konto ist noch kein Berater hinterlegt.',
  inviteHeading: 'Berater verbinden',
  inviteIntro:
    'Dein Konto ist noch mit keinem Berater verbunden. Sobald Dein Berater die Verbindung bestätigt hat, stehen Dir hier seine Kontaktdaten und alle Beraterfunktionen zur Verfügung.',
  invitePending: 'Offene Verbindungsanfragen',
  inviteOriginalRoute: (title: string) => `Danach geht es weiter zu: ${title}`,
  imprintHeading: 'Impressum',
  imprintIntro: 'Angaben zu Deinem Berater:',
  errorHeading: 'Es ist ein Fehler aufgetreten.',
  reload: 'Seite neu laden',
} as const;
