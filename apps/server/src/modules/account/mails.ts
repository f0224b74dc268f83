import { adviserResetPath, workspacePaths } from '@kundenportal/domain/routing/workspace-paths';
import { workspacePasswordTexts } from '@kundenportal/domain/texts/workspace-password';
import type { MailPayload, SmsPayload } from '../../lib/outbox/outbox-repository';

/** German texts of the account messages (mail and SMS). Links point at the web app's hash routes. */
const signature = '\n\nViele Grüße\nDein Kundenportal';
const hello = (firstName: string) => (firstName ? `Hallo ${firstName},\n\n` : 'Hallo,\n\n');

export const links = {
  activation: (publicUrl: string, code: string) => `${publicUrl}/#/intro/einrichtung/${code}`,
  passwordReset: (publicUrl: string, code: string) => `${publicUrl}/#/intro/Passwortvergessen/${code}`,
  adviserPasswordReset: (publicUrl: string, code: string) => `${publicUrl}/#${adviserResetPath(code)}`,
  emailChange: (publicUrl: string, code: string) => `${publicUrl}/#/intro/email/${code}`,
  login: (publicUrl: string) => `${publicUrl}/#/intro/login`,
};

export function smsCodeMessage(phoneDigits: string, code: string): SmsPayload {
  return { to: `+${phoneDigits}`, text: `Dein Bestätigungscode für das Kundenportal: ${code}` };
}

export function welcomeMail(to: { email: string; firstName: string }, publicUrl: string): MailPayload {
  return {
    to: to.email,
    subject: 'Willkommen im Kundenportal',
    text:
      hello(to.firstName) +
      'dein Konto im Kundenportal ist eingerichtet. Du meldest dich ab jetzt mit deiner E-Mail-Adresse ' +
      `${to.email} und deinem Passwort an:\n${links.login(publicUrl)}${signature}`,
  };
}

export function activationMail(
  to: { email: string; firstName: string },
  adviser: string,
  link: string,
): MailPayload {
  return {
    to: to.email,
    subject: 'Dein Zugang zum Kundenportal',
    text:
      hello(to.firstName) +
      `${adviser} hat für dich ein Konto im Kundenportal angelegt. Lege über diesen Link dein Passwort fest, ` +
      `um es zu aktivieren:\n${link}\n\n` +
      'Der Link ist 7 Tage gültig und funktioniert einmal.' +
      signature,
  };
}

/** Without a name: the same text whether or not the account exists (no enumeration, see request-password-reset.ts). */
/** The workspace's reset mail: the adviser is addressed with "Sie", as everywhere in the workspace. */
export function adviserPasswordResetMail(link: string): Omit<MailPayload, 'to'> {
  return { subject: workspacePasswordTexts.mailSubject, text: workspacePasswordTexts.mailText(link) };
}

export function passwordResetMail(link: string): Omit<MailPayload, 'to'> {
  return {
    subject: 'Passwort zurücksetzen',
    text:
      'Hallo,\n\n' +
      'für dein Konto im Kundenportal wurde ein neues Passwort angefordert. Über diesen Link legst du es fest:\n' +
      `${link}\n\n` +
      'Der Link ist 60 Minuten gültig und funktioniert einmal. Wenn du das nicht angefordert hast, ' +
      'ignoriere diese E-Mail: Dein Passwort bleibt dann unverändert.' +
      signature,
  };
}

/** The workspace's notice after a password change ("Sie", the link to the workspace's login). */
export function adviserPasswordChangedMail(to: { email: string }, publicUrl: string): MailPayload {
  return {
    to: to.email,
    subject: workspacePasswordTexts.changedMailSubject,
    text: workspacePasswordTexts.changedMailText(`${publicUrl}/#${workspacePaths.login}`),
  };
}

export function passwordChangedMail(
  to: { email: string; firstName: string },
  publicUrl: string,
): MailPayload {
  return {
    to: to.email,
    subject: 'Dein Passwort wurde geändert',
    text:
      hello(to.firstName) +
      'das Passwort deines Kontos im Kundenportal wurde soeben geändert. Andere angemeldete Geräte wurden ' +
      'abgemeldet.\n\n' +
      'Wenn du das nicht warst, setze dein Passwort über „Passwort vergessen?“ zurück und wende dich an ' +
      `deinen Berater:\n${links.login(publicUrl)}${signature}`,
  };
}

export function emailChangeMail(to: { email: string; firstName: string }, link: string): MailPayload {
  return {
    to: to.email,
    subject: 'Bestätige deine neue E-Mail-Adresse',
    text:
      hello(to.firstName) +
      'du möchtest diese E-Mail-Adresse für dein Konto im Kundenportal verwenden. Bestätige sie über ' +
      `diesen Link:\n${link}\n\n` +
      'Der Link ist 24 Stunden gültig. Bis zur Bestätigung meldest du dich weiter mit deiner bisherigen ' +
      'Adresse an. Wenn du das nicht angefordert hast, ignoriere diese E-Mail.' +
      signature,
  };
}

export function emailChangedMail(
  to: { email: string; firstName: string },
  newEmail: string,
  publicUrl: string,
): MailPayload {
  return {
    to: to.email,
    subject: 'Deine E-Mail-Adresse wurde geändert',
    text:
      hello(to.firstName) +
      `die E-Mail-Adresse deines Kontos im Kundenportal wurde auf ${newEmail} geändert. Du meldest dich ` +
      'ab jetzt mit dieser Adresse an.\n\n' +
      `Wenn du das nicht warst, wende dich bitte sofort an deinen Berater.\n${links.login(publicUrl)}${signature}`,
  };
}
