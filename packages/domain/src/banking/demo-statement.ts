import { type CamtEntry, type CamtParty, writeCamt } from './write-camt';

/**
 * Max Mustermann's demo Girokonto (issue 33): a camt.053.001.08 statement of three months, from the first
 * day of the month two months before `today` up to `today`. Salary, rent, energy, a loan, subscriptions,
 * card payments that differ from month to month, the quarterly Rundfunkbeitrag and October's Kfz-Steuer,
 * and the premiums of his active demo contracts (HUK-COBURG, Alte Leipziger, Debeka, Die Haftpflichtkasse
 * monthly; ERGO, VHV, Allianz when due; his ARAG contract ended in 2025, so nothing goes to ARAG) — and
 * Barmenia's monthly Unfall premium, which matches no contract of his, so one contract is found in the
 * debits. The IBANs have valid check digits; the creditor identifiers are made up in the Bundesbank's
 * format, none is a company's real one.
 */
export const DEMO_STATEMENT_IBAN = 'DE89370400440532013000';
/** The calendar months the statement covers, this one included. */
export const DEMO_STATEMENT_MONTHS = 3;
export const DEMO_STATEMENT_OWNER = 'Max Mustermann';
const OPENING_CENTS = 210_456;

type Recurring = {
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

const RECURRING: Recurring[] = [
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

const SHOPPING: { day: number; cents: number; name: string }[] = [
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
function shoppingCents(month: number, index: number, cents: number): number {
  const wobble = ((month * 7 + index * 5) % 11) - 5;
  return Math.round(cents * (SHOPPING_FACTOR[month] ?? 1)) + wobble * 37;
}

const MONTH_NAMES = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The day in that month, moved to the Monday after a weekend (a bank books on working days). */
function bookingDay(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month, day));
  const weekday = date.getUTCDay();
  if (weekday === 6) date.setUTCDate(date.getUTCDate() + 2);
  if (weekday === 0) date.setUTCDate(date.getUTCDate() + 1);
  return iso(date);
}

function monthEntries(year: number, month: number): CamtEntry[] {
  const label = `${MONTH_NAMES[month]} ${year}`;
  const recurring = RECURRING.filter((item) => !item.months || item.months.includes(month + 1)).map(
    (item) => ({
      bookingDate: bookingDay(year, month, item.day),
      amountCents: item.cents,
      code: item.code,
      text: item.text,
      transactions: [
        {
          party: item.party,
          purpose: [item.purpose(label)],
          ...(item.mandate && {
            mandateReference: item.mandate,
            endToEndId: `${item.mandate}-${year}${month + 1}`,
          }),
        },
      ],
    }),
  );
  const shopping = SHOPPING.map((item, index) => ({
    bookingDate: bookingDay(year, month, item.day),
    amountCents: shoppingCents(month, index, item.cents),
    code: 'NMSC+106',
    text: 'KARTENZAHLUNG',
    transactions: [{ party: { name: item.name }, purpose: [`Kartenzahlung ${item.name} München`] }],
  }));
  const usd: CamtEntry = {
    bookingDate: bookingDay(year, month, 20),
    amountCents: -1487,
    code: 'NMSC+106',
    text: 'KARTENZAHLUNG',
    transactions: [
      {
        party: { name: 'AMAZON WEB SERVICES' },
        purpose: ['Kartenzahlung AWS EMEA 15,99 USD Kurs 1,0753'],
        instructed: { cents: 1599, currency: 'USD' },
      },
    ],
  };
  return [...recurring, ...shopping, usd];
}

/** The demo statement as camt.053.001.08 XML, booked up to `today` (`YYYY-MM-DD`). */
export function demoStatement(
  today: string,
  account: { iban: string; owner: string } = { iban: DEMO_STATEMENT_IBAN, owner: DEMO_STATEMENT_OWNER },
): string {
  const end = new Date(`${today}T00:00:00Z`);
  const start = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - (DEMO_STATEMENT_MONTHS - 1), 1));
  const entries: CamtEntry[] = [];
  for (let month = 0; month < DEMO_STATEMENT_MONTHS; month++) {
    const first = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + month, 1));
    entries.push(...monthEntries(first.getUTCFullYear(), first.getUTCMonth()));
  }
  const perDay = new Map<string, number>();
  // The reference numbers a day's entries in their order, so the same entry keeps it whatever `today` is.
  const booked = entries
    .filter((entry) => entry.bookingDate >= iso(start) && entry.bookingDate <= today)
    .sort((a, b) => a.bookingDate.localeCompare(b.bookingDate))
    .map((entry) => {
      const number = (perDay.get(entry.bookingDate) ?? 0) + 1;
      perDay.set(entry.bookingDate, number);
      return {
        ...entry,
        reference: `${entry.bookingDate.replaceAll('-', '')}${String(number).padStart(5, '0')}`,
      };
    });
  const closing = OPENING_CENTS + booked.reduce((sum, entry) => sum + entry.amountCents, 0);
  return writeCamt({
    format: 'camt.053',
    version: '08',
    id: `DEMO-${today}`,
    created: `${today}T18:00:00+01:00`,
    iban: account.iban,
    owner: account.owner,
    opening: { cents: OPENING_CENTS, date: iso(start) },
    closing: { cents: closing, date: today },
    entries: booked,
  });
}
