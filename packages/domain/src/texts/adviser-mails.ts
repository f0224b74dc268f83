/** Ours: the mails to an adviser about a customer (addressed with "Sie", as everywhere in the workspace). */
type Adviser = { vorname: string; name: string };
const hello = (adviser: Adviser) => `Hallo ${adviser.vorname} ${adviser.name},\n\n`;
const signature = 'Viele Grüße\nIhr Kundenportal';

export const adviserMailTexts = {
  signature,
  formSigned: (
    adviser: Adviser,
    m: {
      customer: string;
      email: string;
      title: string;
      date: string;
      time: string;
      typed: boolean;
      id: string;
      key: string;
      version: number;
      contentSha256: string;
      pdfSha256: string;
    },
  ) =>
    `${hello(adviser)}${m.customer} (${m.email}) hat „${m.title}“ ` +
    `am ${m.date} um ${m.time} Uhr im Kundenportal unterschrieben` +
    `${m.typed ? ' (getippte Unterschrift)' : ''}. Das Dokument ist angehängt.\n\n` +
    `Dokument-ID: ${m.id}\nVorlage: ${m.key}, Version ${m.version}\n` +
    `SHA-256 des Inhalts: ${m.contentSha256}\nSHA-256 der PDF-Datei: ${m.pdfSha256}\n\n` +
    signature,
  optimizeSubject: (customer: string) => `Vertrag optimieren: ${customer}`,
  /** `facts`: the contract's lines, one per line. */
  optimizeText: (adviser: Adviser, customer: string, email: string, facts: string, note: string) =>
    `${hello(adviser)}${customer} (${email}) bittet Sie, diesen Vertrag zu prüfen:\n\n` +
    facts +
    (note ? `\n\nNachricht:\n${note}` : '') +
    `\n\n${signature}`,
  factContract: (label: string, sparte: string) => `Vertrag: ${label} (${sparte})`,
  factInsurer: (gesellschaft: string, nummer: string | null) =>
    `Gesellschaft: ${gesellschaft}${nummer ? `, Nr. ${nummer}` : ''}`,
  factPremium: (euros: string) => `Beitrag: ${euros}`,
  /** The frame of a mail to the adviser: greeting, body, signature. */
  letter: (adviser: Adviser, body: string) => `${hello(adviser)}${body}\n\n${signature}`,
  reachableFromTo: (from: string, to: string) => `${from}–${to} Uhr`,
  reachableFrom: (from: string) => `ab ${from} Uhr`,
  reachableTo: (to: string) => `bis ${to} Uhr`,
  labels: {
    email: 'E-Mail',
    phone: 'Telefon',
    reachable: 'Erreichbar',
    contactWay: 'Gewünschte Kontaktart',
    subject: 'Betreff',
    contract: 'Vertrag',
    message: 'Nachricht',
    question: 'Frage',
    enquiry: 'Anfrage',
    damage: 'Schadenbeschreibung',
  },
  contactSubject: (customer: string) => `Kontaktanfrage: ${customer}`,
  contactIntro: (customer: string, email: string, way: string) =>
    `${customer} (${email}) bittet um Kontakt per ${way}.\n\n`,
  recommendationSubject: (customer: string, recommended: string) =>
    `Kundenempfehlung von ${customer}: ${recommended}`,
  recommendationIntro: (customer: string, email: string, recommended: string) =>
    `${customer} (${email}) empfiehlt Ihnen ${recommended}.\n\n`,
  supportIntro: (customer: string, email: string) =>
    `${customer} (${email}) hat eine Frage zum Weiterempfehlen. Bitte antworten Sie per E-Mail.`,
  enquirySubject: (customer: string, subject: string) => `Anfrage von ${customer}: ${subject}`,
  enquiryIntro: (customer: string, email: string) => `${customer} (${email}) hat eine Anfrage gestellt.\n\n`,
  damageSubject: (customer: string, subject: string) => `Schadensmeldung von ${customer}: ${subject}`,
  damageIntro: (customer: string, email: string) => `${customer} (${email}) meldet einen Schaden.\n\n`,
  attachments: (count: number) => `\n\nAnhänge (${count}):\n`,
  noAttachments: '- keine',
  zipLink: (link: string) => `\n\nAlle Anhänge als ZIP herunterladen (30 Tage gültig):\n${link}`,
  /** In the adviser's mail and the customer's reminder mail alike. */
  factCancellableUntil: (date: string) => `Kündbar bis: ${date}`,
} as const;
