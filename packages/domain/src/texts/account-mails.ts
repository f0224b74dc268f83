import { routeTitleTexts } from './route-titles';

/** Ours: the customer's account mails and SMS (the adviser's are in workspace-password.ts). */
const signature = '\n\nViele Grüße\nDein Kundenportal';
const hello = (firstName: string) => (firstName ? `Hallo ${firstName},\n\n` : 'Hallo,\n\n');

export const accountMailTexts = {
  smsCode: (code: string) => `Dein Bestätigungscode für das Kundenportal: ${code}`,
  welcomeSubject: 'Willkommen im Kundenportal',
  welcomeText: (firstName: string, email: string, loginLink: string) =>
    hello(firstName) +
    'dein Konto im Kundenportal ist eingerichtet. Du meldest dich ab jetzt mit deiner E-Mail-Adresse ' +
    `${email} und deinem Passwort an:\n${loginLink}${signature}`,
  activationSubject: 'Dein Zugang zum Kundenportal',
  activationText: (firstName: string, adviser: string, link: string) =>
    hello(firstName) +
    `${adviser} hat für dich ein Konto im Kundenportal angelegt. Lege über diesen Link dein Passwort fest, ` +
    `um es zu aktivieren:\n${link}\n\n` +
    'Der Link ist 7 Tage gültig und funktioniert einmal.' +
    signature,
  passwordResetSubject: routeTitleTexts.resetPassword,
  passwordResetText: (link: string) =>
    'Hallo,\n\n' +
    'für dein Konto im Kundenportal wurde ein neues Passwort angefordert. Über diesen Link legst du es fest:\n' +
    `${link}\n\n` +
    'Der Link ist 60 Minuten gültig und funktioniert einmal. Wenn du das nicht angefordert hast, ' +
    'ignoriere diese E-Mail: Dein Passwort bleibt dann unverändert.' +
    signature,
  passwordChangedSubject: 'Dein Passwort wurde geändert',
  passwordChangedText: (firstName: string, loginLink: string) =>
    hello(firstName) +
    'das Passwort deines Kontos im Kundenportal wurde soeben geändert. Andere angemeldete Geräte wurden ' +
    'abgemeldet.\n\n' +
    'Wenn du das nicht warst, setze dein Passwort über „Passwort vergessen?“ zurück und wende dich an ' +
    `deinen Berater:\n${loginLink}${signature}`,
  emailChangeSubject: 'Bestätige deine neue E-Mail-Adresse',
  emailChangeText: (firstName: string, link: string) =>
    hello(firstName) +
    'du möchtest diese E-Mail-Adresse für dein Konto im Kundenportal verwenden. Bestätige sie über ' +
    `diesen Link:\n${link}\n\n` +
    'Der Link ist 24 Stunden gültig. Bis zur Bestätigung meldest du dich weiter mit deiner bisherigen ' +
    'Adresse an. Wenn du das nicht angefordert hast, ignoriere diese E-Mail.' +
    signature,
  emailChangedSubject: 'Deine E-Mail-Adresse wurde geändert',
  emailChangedText: (firstName: string, newEmail: string, loginLink: string) =>
    hello(firstName) +
    `die E-Mail-Adresse deines Kontos im Kundenportal wurde auf ${newEmail} geändert. Du meldest dich ` +
    'ab jetzt mit dieser Adresse an.\n\n' +
    `Wenn du das nicht warst, wende dich bitte sofort an deinen Berater.\n${loginLink}${signature}`,
  /**
   * After the erasure (issue 32, ADR 245): names no person, as the outbox keeps it. `kept`: the kept
   * records, one '- …' line each, empty for none (`erasedMailText` of account-erasure/retention.ts).
   */
  erasedSubject: 'Dein Konto im Kundenportal wurde gelöscht',
  erasedText: (kept: string) =>
    hello('') +
    'wie von dir beantragt, haben wir dein Konto im Kundenportal und deine Daten gelöscht.' +
    (kept
      ? '\n\nDiese Unterlagen müssen wir wegen gesetzlicher Aufbewahrungspflichten aufbewahren. Sie sind ' +
        `gesperrt und werden nach dem genannten Tag gelöscht:\n${kept}`
      : '') +
    signature,
} as const;
