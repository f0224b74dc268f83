import type { CamtParty } from './write-camt';

/** The bookings of Max's demo Girokonto (demo-statement.ts): what recurs each month and his card payments. */
export type Recurring = {
  day: number;
  cents: number;
  party: CamtParty;
  purpose: (month: string) => string;
  code: string;
  text: string;
  mandate?: string;
  /** The months (1–12) it is due in; every month when left out. */
  months?: number[];
};

const debit = (name: string, creditorId: string, iban?: string): CamtParty => ({
  name,
  creditorId,
  ...(iban && { iban }),
});

export const RECURRING: Recurring[] = [
  {
    day: 1,
    cents: 325_000,
    party: { name: 'Muster Software GmbH', iban: 'DE78700202700660012345' },
    purpose: (m) => `Gehalt ${m}`,
    code: 'NTRF+153',
    text: 'LOHN/GEHALT',
  },
  {
    day: 1,
    cents: -115_000,
    party: { name: 'Hausverwaltung Müller & Söhne', iban: 'DE23700100800004455667' },
    purpose: (m) => `Miete ${m} Schwabinger Straße 12`,
    code: 'NSTO+152',
    text: 'DAUERAUFTRAG',
  },
  {
    day: 1,
    cents: -5430,
    party: debit('HUK-COBURG', 'DE09ZZZ00000054321', 'DE08783500000001112223'),
    purpose: (m) => `Kfz-Versicherung KFZ-4711-2023 Beitrag ${m}`,
    code: 'NDDT+105',
    text: 'FOLGELASTSCHRIFT',
    mandate: 'KFZ-4711-2023',
  },
  {
    day: 1,
    cents: -7850,
    party: debit('Alte Leipziger Lebensversicherung a.G.', 'DE96ZZZ00000031415'),
    purpose: (m) => `Berufsunfähigkeitsversicherung BV10 Beitrag ${m}`,
    code: 'NDDT+105',
    text: 'FOLGELASTSCHRIFT',
    mandate: 'AL-BU-778899',
  },
  {
    day: 1,
    cents: -31_240,
    party: debit('Debeka Krankenversicherungsverein a.G.', 'DE24ZZZ00000027182'),
    purpose: (m) => `Krankenversicherung Beihilfeergänzung Beitrag ${m}`,
    code: 'NDDT+105',
    text: 'FOLGELASTSCHRIFT',
    mandate: 'DEB-KV-123456',
  },
  {
    day: 2,
    cents: -590,
    party: debit('Die Haftpflichtkasse VVaG', 'DE91ZZZ00000014142'),
    purpose: (m) => `Hundehalterhaftpflicht Beitrag ${m}`,
    code: 'NDDT+105',
    text: 'FOLGELASTSCHRIFT',
    mandate: 'HPK-TH-3344',
  },
  {
    day: 3,
    cents: -7800,
    party: debit('Stadtwerke München GmbH', 'DE13ZZZ00000012345', 'DE73701500000000098765'),
    purpose: (m) => `Abschlag Strom ${m} Vertragskonto 400123456`,
    code: 'NDDT+105',
    text: 'FOLGELASTSCHRIFT',
    mandate: 'SWM-STROM-4711',
  },
  {
    day: 5,
    cents: -18_900,
    party: debit('Santander Consumer Bank AG', 'DE33ZZZ00000017320'),
    purpose: (m) => `Darlehensrate Ratenkredit 7654321 ${m}`,
    code: 'NDDT+105',
    text: 'FOLGELASTSCHRIFT',
    mandate: 'SCB-7654321',
  },
  {
    day: 10,
    cents: -1399,
    party: debit('Netflix International B.V.', 'DE63ZZZ00000013579'),
    purpose: () => 'Netflix Monatsabo',
    code: 'NDDT+105',
    text: 'LASTSCHRIFT',
    mandate: 'NFX-99887766',
  },
  {
    day: 12,
    cents: -3995,
    party: debit('Telekom Deutschland GmbH', 'DE44ZZZ00000022360'),
    purpose: (m) => `Mobilfunk Rechnung ${m} Kundennr. 5566778899`,
    code: 'NDDT+105',
    text: 'LASTSCHRIFT',
    mandate: 'TDG-5566778899',
  },
  {
    day: 15,
    cents: -2490,
    party: debit('Barmenia Allgemeine Versicherungs-AG', 'DE66ZZZ00000024680'),
    purpose: (m) => `Unfallversicherung UV-908070 Beitrag ${m}`,
    code: 'NDDT+105',
    text: 'FOLGELASTSCHRIFT',
    mandate: 'BAR-UV-908070',
  },
  {
    day: 15,
    cents: -3840,
    party: debit('ERGO Versicherung AG', 'DE85ZZZ00000019876'),
    purpose: (m) => `Hausratversicherung Beitrag ${m}`,
    code: 'NDDT+105',
    text: 'FOLGELASTSCHRIFT',
    mandate: 'ERGO-HR-2211',
    months: [1, 4, 7, 10],
  },
  {
    day: 1,
    cents: -30_600,
    party: debit('VHV Allgemeine Versicherung AG', 'DE10ZZZ00000011235'),
    purpose: (m) => `Wohngebäudeversicherung Beitrag ${m}`,
    code: 'NDDT+105',
    text: 'FOLGELASTSCHRIFT',
    mandate: 'VHV-WG-6677',
    months: [1, 7],
  },
  {
    day: 2,
    cents: -8900,
    party: debit('Allianz Versicherungs-AG', 'DE15ZZZ00000067890'),
    purpose: () => 'Privathaftpflicht PH-1234-5678-90 Jahresbeitrag',
    code: 'NDDT+105',
    text: 'LASTSCHRIFT',
    mandate: 'PH-1234-5678-90',
    months: [1],
  },
  {
    day: 15,
    cents: -5508,
    party: debit('Rundfunk ARD, ZDF, DRadio', 'DE27ZZZ00000035711'),
    purpose: (m) => `Rundfunkbeitrag Beitragsnummer 512345678 Quartal ${m}`,
    code: 'NDDT+105',
    text: 'LASTSCHRIFT',
    mandate: 'RBS-512345678',
    months: [2, 5, 8, 11],
  },
  {
    day: 20,
    cents: -9800,
    party: debit('Bundeskasse', 'DE71ZZZ00000051406'),
    purpose: () => 'Kfz-Steuer B-MM 1984 Jahresbetrag',
    code: 'NDDT+105',
    text: 'LASTSCHRIFT',
    mandate: 'KFZST-BMM1984',
    months: [10],
  },
];

export const SHOPPING: { day: number; cents: number; name: string }[] = [
  { day: 4, cents: -6724, name: 'REWE Markt GmbH' },
  { day: 9, cents: -2389, name: 'dm-drogerie markt' },
  { day: 11, cents: -8512, name: 'REWE Markt GmbH' },
  { day: 18, cents: -4730, name: 'EDEKA Südbayern' },
  { day: 23, cents: -5988, name: 'REWE Markt GmbH' },
  { day: 27, cents: -3210, name: 'Bäckerei Höflinger' },
];

/** Per calendar month (January first), how much more or less the card payments come to than the base. */
const SHOPPING_FACTOR = [0.88, 0.93, 1.02, 1.07, 0.97, 1.11, 1.04, 0.91, 1.08, 0.96, 1.05, 1.27];

/** A month's card payments: the base amounts, more in some months and less in others (nothing alike). */
export function shoppingCents(month: number, index: number, cents: number): number {
  const wobble = ((month * 7 + index * 5) % 11) - 5;
  return Math.round(cents * (SHOPPING_FACTOR[month] ?? 1)) + wobble * 37;
}
