import { CONTACT_WAY_OPTIONS } from '@kundenportal/domain/forms/catalogue/shared-options';
import type { NormalisedValue } from '@kundenportal/domain/forms/validate-field';
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
  if (from && to) return `${from}–${to} Uhr`;
  if (from) return `ab ${from} Uhr`;
  if (to) return `bis ${to} Uhr`;
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
    text: `Hallo ${agent.vorname} ${agent.name},\n\n${body}\n\nViele Grüße\nIhr Kundenportal`,
  };
}

const block = (title: string, content: string) => (content.trim() ? `\n\n${title}:\n${content.trim()}` : '');

export function contactRequestMail(agent: Agent, sender: Sender, values: Values): MailPayload {
  const name = customerName(sender);
  return mail(
    agent,
    `Kontaktanfrage: ${name}`,
    `${name} (${sender.customer.email}) bittet um Kontakt per ${contactWay(values.ke_GewuenschtArt)}.\n\n` +
      lines([
        ['E-Mail', text(values.ke_Email) || null],
        ['Telefon', text(values.ke_Nummer) || null],
        ['Erreichbar', window(values.ke_ErreichbarVon, values.ke_ErreichbarBis)],
      ]) +
      block('Nachricht', text(values.ke_Nachricht)),
  );
}

export function recommendationMail(agent: Agent, sender: Sender, values: Values): MailPayload {
  const name = customerName(sender);
  const recommended = `${text(values.an_vorname)} ${text(values.an_name)}`.trim();
  return mail(
    agent,
    `Kundenempfehlung von ${name}: ${recommended}`,
    `${name} (${sender.customer.email}) empfiehlt Ihnen ${recommended}.\n\n` +
      lines([
        ['Gewünschte Kontaktart', contactWay(values.AnfrageGewuenschtArt)],
        ['E-Mail', text(values.AnfrageEmail) || null],
        ['Telefon', text(values.AnfrageNummer) || null],
        ['Erreichbar', window(values.ErreichbarVon, values.ErreichbarBis)],
      ]) +
      block('Nachricht', text(values.an_Nachricht)),
  );
}

/** The support modal's question (subject of spec section 9); the adviser answers the customer by e-mail. */
export function supportMail(agent: Agent, sender: Sender, values: Values): MailPayload {
  const name = customerName(sender);
  return {
    ...mail(
      agent,
      referralTexts.supportSubject,
      `${name} (${sender.customer.email}) hat eine Frage zum Weiterempfehlen. Bitte antworten Sie per E-Mail.` +
        block('Frage', text(values.support_nachricht)),
    ),
    replyTo: sender.customer.email,
  };
}

export function enquiryMail(agent: Agent, sender: Sender, values: Values): MailPayload {
  const name = customerName(sender);
  return mail(
    agent,
    `Anfrage von ${name}: ${text(values.AnfrageBetreff)}`,
    `${name} (${sender.customer.email}) hat eine Anfrage gestellt.\n\n` +
      lines([
        ['Betreff', text(values.AnfrageBetreff)],
        ['Gewünschte Kontaktart', contactWay(values.AnfrageGewuenschtArt)],
        ['E-Mail', text(values.AnfrageEmail) || null],
        ['Telefon', text(values.AnfrageNummer) || null],
        ['Erreichbar', window(values.AnfrageErreichbarVon, values.AnfrageErreichbarBis)],
      ]) +
      block('Anfrage', text(values.AnfrageNachricht)),
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
    `Schadensmeldung von ${name}: ${report.subject}`,
    `${name} (${sender.customer.email}) meldet einen Schaden.\n\n` +
      lines([
        ['Betreff', report.subject],
        ['Vertrag', report.contract],
      ]) +
      block('Schadenbeschreibung', report.content) +
      `\n\nAnhänge (${attachments.length}):\n` +
      (attachments.length ? attachments.map((attachment) => `- ${attachment}`).join('\n') : '- keine') +
      (link ? `\n\nAlle Anhänge als ZIP herunterladen (30 Tage gültig):\n${link}` : ''),
  );
}
