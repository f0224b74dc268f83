import { isValidIBAN } from 'ibantools';
import type { ParsedStatement, StatementEntry } from './statement';
import {
  STATEMENT_MAX_NAME_LENGTH,
  STATEMENT_MAX_PURPOSE_LENGTH,
  STATEMENT_MAX_REFERENCE_LENGTH,
} from './statement-limits';
import { cleanIban, cleanReference, cleanText, germanAmountCents, germanDate } from './statement-values';

/** A row's field by its column name ('' when the column or the field is missing). */
export type Row = (column: string) => string;

/** What a row gives: an entry, or nothing (a pending booking), or why a value cannot be read. */
export type RowResult =
  | { entry: StatementEntry }
  | { skip: true }
  | { value: string; problem: 'date' | 'amount' };

export type BankCsvLayout = {
  format: ParsedStatement['format'];
  /** Whether the line is this bank's header (the columns that tell it). */
  isHeader: (fields: string[]) => boolean;
  /** The account's IBAN: from a row (Sparkasse) or from the lines before the header. */
  iban: (preamble: string[][], row: Row) => string | null;
  /** The balance the lines before the header name, with its date. */
  balance: (preamble: string[][]) => { cents: number; date: string } | null;
  row: (row: Row) => RowResult;
};

const has = (fields: string[], ...names: string[]) => names.every((name) => fields.includes(name));

/** An IBAN within a text, with or without blanks in groups of four (`Girokonto DE75 1203 …`). */
const IBAN_IN_TEXT = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b/g;

/**
 * The first valid IBAN in the lines before the header (ING: `IBAN;DE…`, DKB: `"Girokonto";"DE…"`, also
 * within a field such as `Girokonto DE75 …`).
 */
function preambleIban(preamble: string[][]): string | null {
  for (const fields of preamble) {
    for (const field of fields) {
      const candidates = [field, ...(field.toUpperCase().match(IBAN_IN_TEXT) ?? [])];
      const iban = candidates.map(cleanIban).find((found) => found !== null && isValidIBAN(found));
      if (iban) return iban;
    }
  }
  return null;
}

const REVERSAL = /storno|r(ü|ue)cklastschrift|r(ü|ue)ck(ü|ue)berweisung|retoure/i;

type Values = {
  booked: string;
  value: string;
  amount: string;
  currency: string;
  name: string;
  iban: string;
  purpose: string;
  creditorId?: string;
  mandate?: string;
  endToEnd?: string;
  code: string;
};

function entryOf(values: Values): RowResult {
  const bookingDate = germanDate(values.booked);
  if (!bookingDate) return { value: values.booked, problem: 'date' };
  const cents = germanAmountCents(values.amount);
  if (cents === null) return { value: values.amount, problem: 'amount' };
  const creditorId = (values.creditorId ?? '').replace(/\s+/g, '').toUpperCase();
  return {
    entry: {
      bookingDate,
      valueDate: germanDate(values.value),
      amountCents: cents,
      currency: values.currency.trim().toUpperCase() || 'EUR',
      originalAmount: null,
      counterpartyName: cleanText(values.name, STATEMENT_MAX_NAME_LENGTH),
      counterpartyIban: cleanIban(values.iban),
      purpose: cleanText(values.purpose, STATEMENT_MAX_PURPOSE_LENGTH) ?? '',
      creditorId: /^[A-Z]{2}\d{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/.test(creditorId) ? creditorId : null,
      mandateReference: cleanReference(values.mandate),
      endToEndId: cleanReference(values.endToEnd),
      entryReference: null,
      reversal: REVERSAL.test(values.code),
      transactionCode: cleanText(values.code, STATEMENT_MAX_REFERENCE_LENGTH),
    },
  };
}

/**
 * Sparkasse (Finanz Informatik, the same in every Sparkasse), "CSV-CAMT-Format" V2 and V8 and the older
 * "CSV-MT940-Format": Windows-1252, every field quoted, dates `TT.MM.JJ`, the account in every row,
 * pending bookings with Info "Umsatz vorgemerkt".
 */
const sparkasse: BankCsvLayout = {
  format: 'csv-sparkasse',
  isHeader: (fields) =>
    fields[0] === 'Auftragskonto' &&
    has(fields, 'Buchungstag', 'Betrag', 'Beguenstigter/Zahlungspflichtiger'),
  iban: (_, row) => cleanIban(row('Auftragskonto')),
  balance: () => null,
  row: (row) =>
    /vorgemerkt/i.test(row('Info'))
      ? { skip: true }
      : entryOf({
          booked: row('Buchungstag'),
          value: row('Valutadatum'),
          amount: row('Betrag'),
          currency: row('Waehrung'),
          name: row('Beguenstigter/Zahlungspflichtiger'),
          iban: row('Kontonummer/IBAN') || row('Kontonummer'),
          purpose: row('Verwendungszweck'),
          creditorId: row('Glaeubiger ID'),
          mandate: row('Mandatsreferenz'),
          endToEnd: row('Kundenreferenz (End-to-End)'),
          code: row('Buchungstext'),
        }),
};

/** The end of `Zeitraum;01.09.2026 - 27.11.2026` (ING). */
function periodEnd(preamble: string[][]): string | null {
  const period = preamble.find((fields) => fields[0] === 'Zeitraum')?.[1] ?? '';
  return germanDate(period.split('-').at(-1) ?? '');
}

/**
 * ING "Umsatzanzeige": lines before the header (IBAN, Kunde, Zeitraum, Saldo), then
 * `Buchung;Valuta|Wertstellungsdatum;Auftraggeber/Empfänger;Buchungstext;[Kategorie;][Notiz;]Verwendungszweck;[Saldo;Währung;]Betrag;Währung`.
 * Only booked entries; no IBAN of the other side.
 */
const ing: BankCsvLayout = {
  format: 'csv-ing',
  isHeader: (fields) =>
    fields[0] === 'Buchung' && has(fields, 'Auftraggeber/Empfänger', 'Verwendungszweck', 'Betrag'),
  iban: preambleIban,
  balance: (preamble) => {
    const cents = germanAmountCents(preamble.find((fields) => fields[0] === 'Saldo')?.[1] ?? '');
    const date = periodEnd(preamble);
    return cents === null || date === null ? null : { cents, date };
  },
  row: (row) =>
    entryOf({
      booked: row('Buchung'),
      value: row('Wertstellungsdatum') || row('Valuta'),
      amount: row('Betrag'),
      // With the balance columns, the currency after the amount is the second 'Währung'.
      currency: row('Währung nach Betrag') || row('Währung'),
      name: row('Auftraggeber/Empfänger'),
      iban: '',
      purpose: row('Verwendungszweck'),
      creditorId: row('Glaeubiger ID'),
      mandate: row('Mandatsreferenz'),
      endToEnd: row('Kundenreferenz'),
      code: row('Buchungstext'),
    }),
};

/**
 * DKB (the banking portal since 2023): `"Girokonto";"DE…"`, `"Kontostand vom TT.MM.JJJJ:";"1.234,56 €"`,
 * then `Buchungsdatum;Wertstellung;Status;Zahlungspflichtige*r;Zahlungsempfänger*in;Verwendungszweck;
 * Umsatztyp;IBAN;Betrag (€);Gläubiger-ID;Mandatsreferenz;Kundenreferenz`; amounts like `-54,3` or `1.000`.
 */
const dkb: BankCsvLayout = {
  format: 'csv-dkb',
  isHeader: (fields) => fields[0] === 'Buchungsdatum' && has(fields, 'Zahlungsempfänger*in', 'Betrag (€)'),
  iban: preambleIban,
  balance: (preamble) => {
    for (const [label = '', value = ''] of preamble) {
      const date = /^Kontostand vom (.+?):?$/.exec(label.trim())?.[1];
      const cents = germanAmountCents(value);
      if (date && germanDate(date) && cents !== null) return { cents, date: germanDate(date) ?? '' };
    }
    return null;
  },
  row: (row) => {
    if (/vorgemerkt/i.test(row('Status'))) return { skip: true };
    const debit = row('Betrag (€)').trim().startsWith('-');
    return entryOf({
      booked: row('Buchungsdatum'),
      value: row('Wertstellung'),
      amount: row('Betrag (€)'),
      currency: 'EUR',
      name: debit ? row('Zahlungsempfänger*in') : row('Zahlungspflichtige*r'),
      iban: row('IBAN'),
      purpose: row('Verwendungszweck'),
      creditorId: row('Gläubiger-ID'),
      mandate: row('Mandatsreferenz'),
      endToEnd: row('Kundenreferenz'),
      code: row('Umsatztyp'),
    });
  },
};

/** `Letzter Kontostand;;;;1.234,56;EUR`, dated the end of the line `1.10.2026 - 30.11.2026` (Deutsche Bank). */
function lastBalance(preamble: string[][]): { cents: number; date: string } | null {
  const line = preamble.find((fields) => /kontostand/i.test(fields[0] ?? ''));
  const cents =
    line
      ?.slice(1)
      .map(germanAmountCents)
      .find((value) => value !== null) ?? null;
  const period = preamble.map((fields) => /^\s*\S+\s*-\s*(\S+)\s*$/.exec(fields[0] ?? '')?.[1]).find(Boolean);
  const date = germanDate(period ?? '');
  return cents === null || date === null ? null : { cents, date };
}

/** `-12,5`, or a `Soll`/`Haben` pair where `Betrag` is empty (older exports); a debit always negative. */
function debitOrCredit(row: Row): string {
  const amount = row('Betrag');
  if (amount !== '') return amount;
  const debit = row('Soll').replace(/^[-+]/, '');
  return debit !== '' ? `-${debit}` : row('Haben');
}

/**
 * Deutsche Bank and Postbank (one platform, also norisbank): lines before the header (`Konto;…;IBAN;Währung`,
 * the period, `Letzter Kontostand`), then `Buchungstag;Wert;Umsatzart;Begünstigter / Auftraggeber;
 * Verwendungszweck;IBAN / Kontonummer;BIC;Kundenreferenz;Mandatsreferenz;Gläubiger ID;Fremde Gebühren;
 * Betrag;…;Soll;Haben;Währung`, dates `T.M.JJJJ`, and a last line `Kontostand;…` that is no booking.
 */
const deutscheBank: BankCsvLayout = {
  format: 'csv-deutsche-bank',
  isHeader: (fields) =>
    fields[0] === 'Buchungstag' && has(fields, 'Umsatzart', 'Begünstigter / Auftraggeber', 'Soll', 'Haben'),
  iban: preambleIban,
  balance: lastBalance,
  row: (row) =>
    /kontostand/i.test(row('Buchungstag'))
      ? { skip: true }
      : entryOf({
          booked: row('Buchungstag'),
          value: row('Wert'),
          amount: debitOrCredit(row),
          currency: row('Währung'),
          name: row('Begünstigter / Auftraggeber'),
          iban: row('IBAN / Kontonummer') || row('IBAN'),
          purpose: row('Verwendungszweck'),
          creditorId: row('Gläubiger ID'),
          mandate: row('Mandatsreferenz'),
          endToEnd: row('Kundenreferenz'),
          code: row('Umsatzart'),
        }),
};

export const BANK_CSV_LAYOUTS: readonly BankCsvLayout[] = [sparkasse, ing, dkb, deutscheBank];
