import type { SparteKey } from '../contracts/sparten';
import { portfolioImportTexts as texts } from '../texts/portfolio-import';
import { isIsoDate } from '../validation/date-bounds';
import type { ContractStatus, Problems, Zahlungsweise } from './field-values';

/**
 * Field positions of the GDV-Datensatz VU-Vermittler (ADR 206), 1-based and inclusive as the GDV's
 * description counts them: [first, last]. Taken from the record descriptions of gdv.xport (oboehm/gdv.xport:
 * VUVM2018.xml for the Vorsatz and the key fields 1–7 every record shares, Feld100.java, Feld200.java,
 * Feld9999.java for the Adressteil, the Allgemeiner Vertragsteil and the Nachsatz).
 */
export const GDV = {
  satzart: [1, 4],
  vuNummer: [5, 9],
  sparte: [11, 13],
  vsnr: [14, 30],
  satznummer: [256, 256],
  vorsatz: { absender: [10, 39] },
  adressteil: {
    // Teildatensatz 1
    anrede: [43, 43],
    name1: [44, 73],
    name3: [104, 133],
    geburtsdatum: [226, 233],
    adresskennzeichen: [237, 238],
    // Kommunikationsnummern: Teildatensatz 2 (20 characters each) and 3 (60 characters each)
    kommunikation2: [
      [159, 178],
      [181, 200],
      [203, 222],
      [225, 244],
    ],
    kommunikation3: [
      [45, 104],
      [107, 166],
      [169, 228],
    ],
  },
  vertragsteil: {
    // Teildatensatz 1
    beginn: [44, 51],
    ablauf: [52, 59],
    zahlungsweise: [68, 68],
    vertragsstatus: [69, 69],
    abgangsgrund: [70, 71],
    abgangsdatum: [72, 79],
    beitragNetto: [116, 127],
    // Teildatensatz 2
    beitragBrutto: [72, 83],
    vsnrDruck: [84, 113],
    produktname: [114, 133],
  },
  nachsatz: { anzahlSaetze: [5, 14] },
} as const;

export type Span = readonly [number, number];

/** The characters of a record at a span, blanks around them removed. */
export const field = (record: string, [first, last]: Span) => record.slice(first - 1, last).trim();

/**
 * A date TTMMJJJJ → ISO. Blank or all zeros is none; so is a date the GDV keys with day or month "00"
 * (unknown), since a contract's date is a whole day.
 */
export function gdvDate(column: string, raw: string, problems: Problems): string | null {
  if (raw === '' || /^0+$/.test(raw)) return null;
  const match = /^(\d{2})(\d{2})(\d{4})$/.exec(raw);
  if (match && (match[1] === '00' || match[2] === '00')) return null;
  const iso = match ? `${match[3]}-${match[2]}-${match[1]}` : '';
  if (isIsoDate(iso)) return iso;
  problems.push(texts.invalidDate(column, raw, 'TTMMJJJJ'));
  return null;
}

/** An amount of digits with two implied decimals ('000000012345' = 123,45); blank is none. */
export function gdvAmount(column: string, raw: string, problems: Problems): number | null {
  if (raw === '') return null;
  if (!/^\d+$/.test(raw)) {
    problems.push(texts.invalidAmount(column, raw));
    return null;
  }
  return Number(raw) / 100;
}

/** Zahlungsweise (GDV Anlage 14): 1 jährlich, 2 halbjährlich, 4 vierteljährlich, 8 monatlich, 6 Einmalbeitrag. */
const ZAHLUNGSWEISE: Record<string, NonNullable<Zahlungsweise>> = {
  '1': '1',
  '2': '2',
  '4': '4',
  '8': '12',
  '6': '9999',
};

export const gdvZahlungsweise = (raw: string): Zahlungsweise => ZAHLUNGSWEISE[raw] ?? null;

/**
 * Vertragsstatus (GDV Anlage 24) → the catalogue's status (ADR 231): 4 storniert is 'I' (inaktiv); 1 lebend,
 * 2 lebend (kurzfristig), 3 ruhend / Anwartschaft, 5 ruhend / beitragsfrei, 6 beitragsfrei, 7 beitragsfrei
 * durch Leistung and 8 Beitragsstundung are contracts still in force, 'A'; 9 Sonstiges, blank or any other
 * says nothing (undefined: the stored status stays).
 */
export function gdvStatus(raw: string): ContractStatus | undefined {
  if (raw === '4') return 'I';
  return /^[1-8]$/.test(raw) ? 'A' : undefined;
}

/**
 * GDV Sparten-Nummer → our Sparte. Only where the number says which of ours it is; a number that covers
 * several of ours (080 Feuer: a house, a household or a business) or none is 'sonstige'. Leben (010) is
 * read as Kapitalleben and Kranken (020) as private Krankenversicherung: the Wagnisart or tariff that tells
 * a Risiko- or Rentenversicherung or a Zusatztarif apart is in sparte-specific records not read here.
 */
const SPARTEN: Record<string, SparteKey> = {
  '010': 'kapitalleben',
  '020': 'private_kranken',
  '030': 'unfall',
  '040': 'privathaftpflicht',
  '050': 'kfz',
  '051': 'kfz',
  '052': 'kfz',
  '053': 'kfz',
  '054': 'kfz',
  '055': 'kfz',
  '059': 'kfz',
  '070': 'rechtsschutz',
  '110': 'glas',
  '130': 'hausrat',
  '140': 'wohngebaeude',
};

export const gdvSparte = (raw: string): SparteKey => SPARTEN[raw] ?? 'sonstige';
