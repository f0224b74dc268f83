import { commonTexts } from './common';

/** The policyholder with the date of birth where the Vollmacht gives one (ADR 183). */
const policyholder = (customer: string, birthDate: string | null) =>
  birthDate ? `${customer}, geboren am ${birthDate},` : customer;

/**
 * The letter to the insurer of a Bestandsübertragung (issue 29, ADR 160), per mandate level: a German
 * business letter (DIN 5008), Sie. `bestandsuebertragungTexts.letter` is this object.
 */
export const bestandsuebertragungLetterTexts = {
  subject: {
    maklermandat: 'Antrag auf Bestandsübertragung / Betreuerwechsel',
    datenauskunft: 'Bitte um Auskunft zu bestehenden Versicherungsverträgen',
  },
  salutation: 'Sehr geehrte Damen und Herren,',
  customer: 'Versicherungsnehmer',
  birthDate: 'Geburtsdatum',
  address: 'Anschrift',
  intermediaryNumber: 'Unsere Vermittlernummer',
  registerNumber: 'Registernummer',
  /** The information block's contact lines. */
  phone: (number: string) => `Telefon ${number}`,
  email: (address: string) => `E-Mail ${address}`,
  contractNumber: 'Versicherungsnummer',
  sparte: 'Sparte',
  mandate: (customer: string, birthDate: string | null) =>
    `${policyholder(customer, birthDate)} hat uns mit der beigefügten Vollmacht beauftragt und bevollmächtigt, die nachstehenden Verträge zu betreuen.`,
  dataMandate: (customer: string, birthDate: string | null) =>
    `${policyholder(customer, birthDate)} hat uns mit der beigefügten Vollmacht beauftragt, Auskünfte zu den nachstehenden Verträgen einzuholen.`,
  request:
    'Wir bitten Sie, die folgenden Verträge mit sofortiger Wirkung in unseren Bestand zu übertragen und uns künftig als betreuenden Vermittler zu führen:',
  dataRequest:
    'Wir bitten Sie, uns zu den folgenden Verträgen die aktuellen Vertragsdaten zu übersenden (Versicherungsschein mit Nachträgen, Beitrag, Laufzeit und Kündigungsfristen):',
  confirmation: (number: string) =>
    `Bitte bestätigen Sie uns die Übertragung und die Courtagezusage schriftlich unter Angabe unserer Vermittlernummer ${number}. Sollte eine Übertragung nicht möglich sein, teilen Sie uns bitte die Gründe mit.`,
  confirmationWithoutNumber:
    'Bitte bestätigen Sie uns die Übertragung und die Courtagezusage schriftlich. Sollte eine Übertragung nicht möglich sein, teilen Sie uns bitte die Gründe mit.',
  dataOnly: 'Eine Übertragung der Verträge in unseren Bestand ist mit dieser Anfrage nicht verbunden.',
  questions: 'Für Rückfragen stehen wir Ihnen gern zur Verfügung.',
  closing: 'Mit freundlichen Grüßen',
  attachment: 'Anlage: Vollmacht des Versicherungsnehmers',
  fileName: (versicherer: string) => `Anschreiben ${versicherer}.pdf`,
  /** A follow page's number (DIN 5008). */
  pageOf: commonTexts.pageOf,
} as const;
