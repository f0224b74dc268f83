import { paths } from '@kundenportal/domain/routing/paths';
import { adviserMailTexts } from '@kundenportal/domain/texts/adviser-mails';
import { notificationTexts } from '@kundenportal/domain/texts/notifications';
import { reminderTexts } from '@kundenportal/domain/texts/reminders';
import { formatDateDe } from '@kundenportal/domain/validation/date-bounds';
import type { MailPayload } from '../../lib/outbox/outbox-repository';

export type ReminderMailInput = {
  to: { email: string; firstName: string };
  datum: string;
  message: string;
  contract: {
    id: number;
    title: string;
    gesellschaft: string;
    nummer: string | null;
    kuendbarBis: string | null;
  } | null;
  publicUrl: string;
};

/** The mail of a due reminder (issue 10): the message, the contract it belongs to and a link. */
export function reminderMail(input: ReminderMailInput): MailPayload {
  const { to, message, contract, publicUrl } = input;
  const lines = [
    to.firstName ? `Hallo ${to.firstName},` : 'Hallo,',
    '',
    `du wolltest am ${formatDateDe(input.datum)} erinnert werden:`,
  ];
  if (message) lines.push('', message);
  if (contract) {
    lines.push(
      '',
      `Vertrag: ${contract.title} bei ${contract.gesellschaft}${contract.nummer ? `, Nr. ${contract.nummer}` : ''}`,
    );
    if (contract.kuendbarBis)
      lines.push(adviserMailTexts.factCancellableUntil(formatDateDe(contract.kuendbarBis)));
    lines.push(`${publicUrl}/#/app/vertraege/view/${contract.id}`);
  } else {
    lines.push('', `${publicUrl}/#/app/erinnerung`);
  }
  const firstLine = message.split('\n')[0]?.slice(0, 80) ?? '';
  return {
    to: to.email,
    subject: firstLine
      ? reminderTexts.mailSubject(firstLine)
      : reminderTexts.mailSubjectContract(contract?.title ?? ''),
    text: lines.join('\n') + notificationTexts.mailFooter(`${publicUrl}/#${paths.notifications}`),
  };
}
