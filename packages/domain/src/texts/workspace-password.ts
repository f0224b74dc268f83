import { routeTitleTexts } from './route-titles';
import { uiTexts } from './ui';

/** The workspace's "Passwort vergessen" (issue 14): the adviser's own reset, addressed with "Sie". */
export const workspacePasswordTexts = {
  forgotLink: uiTexts.forgotPasswordLink,
  forgotHeading: routeTitleTexts.forgotPassword,
  forgotIntro:
    'Geben Sie die E-Mail-Adresse Ihres Beraterzugangs ein. Wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.',
  email: 'E-Mail-Adresse',
  forgotButton: uiTexts.forgotPasswordSubmit,
  forgotSent:
    'Wenn es zu dieser Adresse einen Beraterzugang gibt, haben wir Ihnen einen Link geschickt. Er ist 60 Minuten gültig.',
  resetHeading: uiTexts.resetPasswordHeading,
  resetIntro: 'Wählen Sie ein neues Passwort für Ihren Beraterzugang. Danach sind Sie angemeldet.',
  resetButton: uiTexts.savePassword,
  resetDone: 'Ihr neues Passwort ist gespeichert. Sie sind angemeldet.',
  linkInvalid: 'Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
  checkingLink: 'Der Link wird geprüft…',
  requestNewLink: uiTexts.requestNewResetLink,
  backToLogin: 'Zurück zur Anmeldung',
  mailSubject: 'Passwort für den Beraterbereich zurücksetzen',
  mailText: (link: string) =>
    'Guten Tag,\n\n' +
    'für Ihren Zugang zum Beraterbereich des Kundenportals wurde ein neues Passwort angefordert. Über diesen Link legen Sie es fest:\n' +
    `${link}\n\n` +
    'Der Link ist 60 Minuten gültig und funktioniert einmal. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt dann unverändert.\n\n' +
    'Viele Grüße\nIhr Kundenportal',
  // "Passwort ändern" on "Mein Zugang".
  changeHeading: routeTitleTexts.password,
  currentPassword: uiTexts.currentPasswordLabel,
  changeButton: routeTitleTexts.password,
  changed: 'Ihr Passwort wurde geändert. Andere angemeldete Geräte wurden abgemeldet.',
  changedMailSubject: 'Ihr Passwort für den Beraterbereich wurde geändert',
  changedMailText: (link: string) =>
    'Guten Tag,\n\n' +
    'das Passwort Ihres Zugangs zum Beraterbereich des Kundenportals wurde soeben geändert. Andere angemeldete Geräte wurden abgemeldet.\n\n' +
    `Wenn Sie das nicht waren, setzen Sie Ihr Passwort über „Passwort vergessen?“ zurück:\n${link}\n\n` +
    'Viele Grüße\nIhr Kundenportal',
} as const;
