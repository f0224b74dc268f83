import { RECURRING, SHOPPING, shoppingCents } from './demo-statement-bookings';
import { type CamtEntry, writeCamt } from './write-camt';

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
