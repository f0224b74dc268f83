import { isBroker, mandateDocumentName } from '@kundenportal/domain/account/user';
import type { AgentContactColumn } from '../db/agent-contact';
import type { agents } from '../db/schema';
import { type PdfBlock, textPdf } from '../lib/text-pdf';

/**
 * The demo's papers as real PDFs (lib/text-pdf.ts): the adviser's first information (§ 15 VersVermV) and
 * mandate, and a policy of the customer's own. Sample content of a fictitious adviser and insurer, marked
 * as such at the end.
 */
export type DemoAgent = Pick<typeof agents.$inferSelect, 'typ' | AgentContactColumn>;

/** The policy holder and mandate giver: name and address. */
export type DemoHolder = { name: string; street: string; postcode: string; city: string };

const SAMPLE_NOTE = 'Musterdokument aus den Demodaten des Kundenportals.';

const title = (text: string): PdfBlock => ({ kind: 'title', text });
const heading = (text: string): PdfBlock => ({ kind: 'heading', text });
const paragraph = (text: string): PdfBlock => ({ kind: 'paragraph', text });
const space: PdfBlock = { kind: 'space' };

function adviserName(agent: DemoAgent): string {
  return agent.firma ?? `${agent.vorname} ${agent.name}`;
}

function adviserAddress(agent: DemoAgent): string {
  return `${agent.address ?? ''} ${agent.addressnumber ?? ''}, ${agent.streetcode ?? ''} ${agent.city ?? ''}`.trim();
}

function germanDate(date: Date): string {
  return date.toLocaleDateString('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' });
}

export function erstinformationPdf(agent: DemoAgent, date: Date): Buffer {
  const firm = adviserName(agent);
  const broker = isBroker(agent);
  const contact = [
    agent.phone && `Telefon ${agent.phone}`,
    agent.mobile && `Mobil ${agent.mobile}`,
    agent.email && `E-Mail ${agent.email}`,
  ].filter(Boolean);
  return textPdf({
    title: 'Erstinformation gemäß § 15 VersVermV',
    author: firm,
    blocks: [
      title('Erstinformation gemäß § 15 VersVermV'),
      space,
      paragraph(
        'Statusbezogene Informationen nach § 15 der Versicherungsvermittlungsverordnung (VersVermV), die wir ' +
          'Ihnen beim ersten Geschäftskontakt geben. Bitte bewahren Sie dieses Dokument zu Ihren Unterlagen auf.',
      ),
      heading('Ihr Vermittler'),
      paragraph(`${firm}, Ihr Ansprechpartner: ${agent.vorname} ${agent.name}`),
      paragraph(adviserAddress(agent)),
      paragraph(contact.join(' · ')),
      heading('Status'),
      paragraph(
        broker
          ? 'Versicherungsmakler mit Erlaubnis nach § 34d Abs. 1 der Gewerbeordnung (GewO).'
          : 'Versicherungsvertreter mit Erlaubnis nach § 34d Abs. 1 der Gewerbeordnung (GewO).',
      ),
      paragraph(
        `Erlaubnisbehörde: die für ${agent.city ?? 'unseren Sitz'} zuständige Industrie- und Handelskammer.`,
      ),
      heading('Vermittlerregister'),
      paragraph(`Registrierungsnummer: ${agent.registernummer ?? '–'}`),
      paragraph(
        'Das Register führt der Deutsche Industrie- und Handelskammertag (DIHK) e. V., Breite Straße 29, ' +
          '10178 Berlin, Telefon 0180 600 585 0 (20 Cent je Anruf aus dem deutschen Festnetz, höchstens ' +
          '60 Cent je Anruf aus Mobilfunknetzen); einsehbar unter www.vermittlerregister.info.',
      ),
      heading('Beteiligungen'),
      paragraph(
        `${firm} hält keine direkte oder indirekte Beteiligung von mehr als 10 % der Stimmrechte oder des ` +
          'Kapitals an einem Versicherungsunternehmen. Kein Versicherungsunternehmen und kein ' +
          `Mutterunternehmen eines Versicherungsunternehmens ist in dieser Höhe an ${firm} beteiligt.`,
      ),
      heading('Beratung und Vergütung'),
      paragraph(
        broker
          ? 'Als Versicherungsmakler beraten wir Sie auf der Grundlage einer objektiven und ausgewogenen ' +
              'Marktuntersuchung (§ 60 Abs. 1 VVG). Für die Vermittlung erhalten wir eine Courtage vom ' +
              'Versicherungsunternehmen, die in der Versicherungsprämie enthalten ist.'
          : 'Wir beraten Sie zu den Produkten der Versicherungsunternehmen, für die wir tätig sind. Für die ' +
              'Vermittlung erhalten wir eine Provision, die in der Versicherungsprämie enthalten ist.',
      ),
      heading('Schlichtungsstellen'),
      paragraph(
        'Versicherungsombudsmann e. V., Postfach 08 06 32, 10006 Berlin, www.versicherungsombudsmann.de',
      ),
      paragraph(
        'Ombudsmann Private Kranken- und Pflegeversicherung, Postfach 06 02 22, 10052 Berlin, ' +
          'www.pkv-ombudsmann.de',
      ),
      heading('Berufsrechtliche Regelungen'),
      paragraph(
        '§ 34d Gewerbeordnung, §§ 59 bis 68 Versicherungsvertragsgesetz (VVG) und die ' +
          'Versicherungsvermittlungsverordnung (VersVermV), einzusehen unter www.gesetze-im-internet.de.',
      ),
      space,
      paragraph(`Stand: ${germanDate(date)}. ${SAMPLE_NOTE}`),
    ],
  });
}

export function mandatePdf(agent: DemoAgent, holder: DemoHolder, date: Date): Buffer {
  const firm = adviserName(agent);
  const name = mandateDocumentName(agent);
  return textPdf({
    title: `${name} – ${holder.name}`,
    author: firm,
    blocks: [
      title(name),
      space,
      paragraph(`Vollmachtgeber: ${holder.name}, ${holder.street}, ${holder.postcode} ${holder.city}`),
      paragraph(`Bevollmächtigter: ${firm}, ${adviserAddress(agent)} (im Folgenden „Makler“)`),
      heading('1. Umfang der Vollmacht'),
      paragraph(
        'Ich bevollmächtige den Makler, mich in allen Versicherungsangelegenheiten gegenüber ' +
          'Versicherungsunternehmen zu vertreten. Die Vollmacht umfasst insbesondere, Versicherungsverträge ' +
          'abzuschließen, zu ändern, zu kündigen und umzudecken, Willenserklärungen und Anzeigen abzugeben und ' +
          'entgegenzunehmen, Schäden zu melden und bei ihrer Regulierung mitzuwirken sowie Auskünfte und ' +
          'Vertragsunterlagen anzufordern.',
      ),
      heading('2. Untervollmacht'),
      paragraph(
        'Der Makler darf Untervollmacht erteilen, soweit das für die Betreuung meiner Verträge nötig ist.',
      ),
      heading('3. Dauer'),
      paragraph(
        'Die Vollmacht gilt bis auf Widerruf. Ich kann sie jederzeit ohne Angabe von Gründen in Textform ' +
          'widerrufen; Rechtsgeschäfte, die der Makler bis dahin vorgenommen hat, bleiben wirksam.',
      ),
      heading('4. Datenschutz'),
      paragraph(
        'Der Makler verarbeitet meine personenbezogenen Daten, soweit es für die Vermittlung und Betreuung ' +
          'meiner Verträge nötig ist. Einzelheiten regeln die Einwilligungserklärung und die ' +
          'Datenschutzhinweise des Maklers.',
      ),
      space,
      paragraph(`${holder.city}, den ${germanDate(date)}`),
      paragraph(`gez. ${holder.name} (elektronisch bestätigt)`),
      space,
      paragraph(SAMPLE_NOTE),
    ],
  });
}

export function carPolicyPdf(holder: DemoHolder, date: Date): Buffer {
  return textPdf({
    title: 'Versicherungsschein Kfz-Versicherung',
    author: 'Beispiel Versicherung AG',
    blocks: [
      paragraph('Beispiel Versicherung AG · Musterallee 1 · 20095 Hamburg'),
      space,
      title('Versicherungsschein Kfz-Versicherung'),
      space,
      paragraph('Versicherungsscheinnummer: KF-2025-0815-4711'),
      paragraph(`Versicherungsnehmer: ${holder.name}, ${holder.street}, ${holder.postcode} ${holder.city}`),
      heading('Fahrzeug'),
      paragraph('VW Golf 1.5 TSI, amtliches Kennzeichen B-MM 1984, Erstzulassung 03/2021'),
      heading('Versicherungsschutz'),
      paragraph(
        'Kfz-Haftpflicht mit 100 Mio.\u00a0€ pauschaler Deckungssumme (je geschädigter Person höchstens ' +
          '15 Mio.\u00a0€); Vollkasko mit 500\u00a0€ und Teilkasko mit 150\u00a0€ Selbstbeteiligung.',
      ),
      paragraph('Schadenfreiheitsklassen: Haftpflicht SF 12, Vollkasko SF 10'),
      heading('Laufzeit und Beitrag'),
      paragraph(
        'Beginn 01.01.2025, 0 Uhr; Hauptfälligkeit jeweils am 01.01.; der Vertrag verlängert sich um ein ' +
          'Jahr, wenn er nicht einen Monat vor Ablauf gekündigt wird.',
      ),
      paragraph(
        'Jahresbeitrag: 684,30\u00a0€ einschließlich 19\u00a0% Versicherungsteuer, jährliche Zahlung.',
      ),
      space,
      paragraph(`Hamburg, den ${germanDate(date)}`),
      space,
      paragraph(SAMPLE_NOTE),
    ],
  });
}
