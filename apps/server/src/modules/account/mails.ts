import { adviserResetPath, workspacePaths } from '@kundenportal/domain/routing/workspace-paths';
import { accountMailTexts as texts } from '@kundenportal/domain/texts/account-mails';
import { workspacePasswordTexts } from '@kundenportal/domain/texts/workspace-password';
import type { MailPayload, SmsPayload } from '../../lib/outbox/outbox-repository';

/** The account messages (mail and SMS), texts from the catalogue. Links point at the web app's hash routes. */
export const links = {
  activation: (publicUrl: string, code: string) => `${publicUrl}/#/intro/einrichtung/${code}`,
  passwordReset: (publicUrl: string, code: string) => `${publicUrl}/#/intro/Passwortvergessen/${code}`,
  adviserPasswordReset: (publicUrl: string, code: string) => `${publicUrl}/#${adviserResetPath(code)}`,
  emailChange: (publicUrl: string, code: string) => `${publicUrl}/#/intro/email/${code}`,
  login: (publicUrl: string) => `${publicUrl}/#/intro/login`,
};

export function smsCodeMessage(phoneDigits: string, code: string): SmsPayload {
  return { to: `+${phoneDigits}`, text: texts.smsCode(code) };
}

export function welcomeMail(to: { email: string; firstName: string }, publicUrl: string): MailPayload {
  return {
    to: to.email,
    subject: texts.welcomeSubject,
    text: texts.welcomeText(to.firstName, to.email, links.login(publicUrl)),
  };
}

export function activationMail(
  to: { email: string; firstName: string },
  adviser: string,
  link: string,
): MailPayload {
  return {
    to: to.email,
    subject: texts.activationSubject,
    text: texts.activationText(to.firstName, adviser, link),
  };
}

/** Without a name: the same text whether or not the account exists (no enumeration, see request-password-reset.ts). */
/** The workspace's reset mail: the adviser is addressed with "Sie", as everywhere in the workspace. */
export function adviserPasswordResetMail(link: string): Omit<MailPayload, 'to'> {
  return { subject: workspacePasswordTexts.mailSubject, text: workspacePasswordTexts.mailText(link) };
}

export function passwordResetMail(link: string): Omit<MailPayload, 'to'> {
  return {
    subject: texts.passwordResetSubject,
    text: texts.passwordResetText(link),
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
    subject: texts.passwordChangedSubject,
    text: texts.passwordChangedText(to.firstName, links.login(publicUrl)),
  };
}

export function emailChangeMail(to: { email: string; firstName: string }, link: string): MailPayload {
  return {
    to: to.email,
    subject: texts.emailChangeSubject,
    text: texts.emailChangeText(to.firstName, link),
  };
}

export function emailChangedMail(
  to: { email: string; firstName: string },
  newEmail: string,
  publicUrl: string,
): MailPayload {
  return {
    to: to.email,
    subject: texts.emailChangedSubject,
    text: texts.emailChangedText(to.firstName, newEmail, links.login(publicUrl)),
  };
}
