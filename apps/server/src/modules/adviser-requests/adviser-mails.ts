import { CONTACT_WAY_OPTIONS } from '@kundenportal/domain/forms/catalogue/shared-options';
import type { NormalisedValue } from '@kundenportal/domain/forms/validate-field';
import { adviserMailTexts as t } from '@kundenportal/domain/texts/adviser-mails';
import { referralTexts } from '@kundenportal/domain/texts/referrals';
import type { MailPayload } from '../../lib/outbox/outbox-repository';
import type { Sender } from './repository';

type Values = Record<string, NormalisedValue>;
type Agent = NonNullable<Sender['agent']> & { email: string };

/** A subject is one line: whatever the customer typed, line breaks and runs of spaces become one space. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const text = (value: NormalisedValue | undefined) =>
  value === null || value === undefined ? '' : String(value);
const customerName = (sender: Sender) => `${sender.customer.firstName} ${sender.customer.lastName}`.trim();
const contactWay = (value: NormalisedValue | undefined) =>
  CONTACT_WAY_OPTIONS.find((option) => option.value === value)?.label ?? text(value);

function window(from: NormalisedValue | undefined, to: NormalisedValue | undefined): string | null {
  if (from && to) return t.reachableFromTo(String(from), String(to));
  if (from) return t.reachableFrom(String(from));
  if (to) return t.reachableTo(String(to));
  return null;
}

/** 'Label: value' lines for the values that are set. */
function lines(entries: [string, string | null][]): string {
  return entries
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}

function mail(agent: Agent, subject: string, body: string): MailPayload {
  return {
    to: agent.email,
    subject: oneLine(subject),
    text: t.letter(agent, body),
  };
}

const block = (title: string, content: string) => (content.trim() ? `\n\n${title}:\n${content.trim()}` : '');

export function contactRequestMail(agent: Agent, sender: Sender, values: Values): MailPayload {
  const name = customerName(sender);
  return mail(
    agent,
    t.contactSubject(name),
    t.contactIntro(name, sender.customer.email, contactWay(values.ke_GewuenschtArt)) +
      lines([
        [t.labels.email, text(values.ke_Email) || null],
        [t.labels.phone, text(values.ke_Nummer) || null],
        [t.labels.reachable, window(values.ke_ErreichbarVon, values.ke_ErreichbarBis)],
      ]) +
      block(t.labels.message, text(values.ke_Nachricht)),
  );
}

export function recommendationMail(agent: Agent, sender: Sender, values: Values): MailPayload {
  const name = customerName(sender);
  const recommended = `${text(values.an_vorname)} ${text(values.an_name)}`.trim();
  return mail(
    agent,
    t.recommendationSubject(name, recommended),
    t.recommendationIntro(name, sender.customer.email, recommended) +
      lines([
        [t.labels.contactWay, contactWay(values.AnfrageGewuenschtArt)],
        [t.labels.email, text(values.AnfrageEmail) || null],
        [t.labels.phone, text(values.AnfrageNummer) || null],
        [t.labels.reachable, window(values.ErreichbarVon, values.ErreichbarBis)],
      ]) +
      block(t.labels.message, text(values.an_Nachricht)),
  );
}

/** The support modal's question (subject of spec section 9); the adviser answers the customer by e-mail. */
export function supportMail(agent: Agent, sender: Sender, values: Values): MailPayload {
  const name = customerName(sender);
  return {
    ...mail(
      agent,
      referralTexts.supportSubject,
      t.supportIntro(name, sender.customer.email) + block(t.labels.question, text(values.support_nachricht)),
    ),
    replyTo: sender.customer.email,
  };
}

export function enquiryMail(agent: Agent, sender: Sender, values: Values): MailPayload {
  const name = customerName(sender);
  return mail(
    agent,
    t.enquirySubject(name, text(values.AnfrageBetreff)),
    t.enquiryIntro(name, sender.customer.email) +
      lines([
        [t.labels.subject, text(values.AnfrageBetreff)],
        [t.labels.contactWay, contactWay(values.AnfrageGewuenschtArt)],
        [t.labels.email, text(values.AnfrageEmail) || null],
        [t.labels.phone, text(values.AnfrageNummer) || null],
        [t.labels.reachable, window(values.AnfrageErreichbarVon, values.AnfrageErreichbarBis)],
      ]) +
      block(t.labels.enquiry, text(values.AnfrageNachricht)),
  );
}

export function damageReportMail(
  agent: Agent,
  sender: Sender,
  report: { subject: string; content: string; contract: string | null },
  attachments: readonly string[],
  link: string | null = null,
): MailPayload {
  const name = customerName(sender);
  return mail(
    agent,
    t.damageSubject(name, report.subject),
    t.damageIntro(name, sender.customer.email) +
      lines([
        [t.labels.subject, report.subject],
        [t.labels.contract, report.contract],
      ]) +
      block(t.labels.damage, report.content) +
      t.attachments(attachments.length) +
      (attachments.length ? attachments.map((attachment) => `- ${attachment}`).join('\n') : t.noAttachments) +
      (link ? t.zipLink(link) : ''),
  );
}
