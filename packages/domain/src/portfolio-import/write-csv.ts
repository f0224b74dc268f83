import { sparteLabel } from '../contracts/sparten';
import { CONTRACT_STATUS_OPTIONS } from '../forms/catalogue/contract';
import { portfolioImportTexts as texts } from '../texts/portfolio-import';
import { formatAmount } from '../validation/amount';
import { formatDateDe } from '../validation/date-bounds';
import { CSV_COLUMNS, type CsvColumn } from './csv-columns';
import { CSV_SEPARATOR, csvField } from './csv-line';
import { zahlungsweiseLabel } from './field-values';
import type { ImportRow } from './import-row';

const LINE_END = '\r\n';

/** A line break in a value as the reader gives it back: LF (a CR before it is taken as the line's end). */
const lineBreaks = (value: string) => value.replace(/\r\n?/g, '\n');
const date = (iso: string | null) => (iso ? formatDateDe(iso) : '');
const amount = (value: number | null) => (value === null ? '' : formatAmount(value));

const statusLabel = (status: 'A' | 'I') =>
  CONTRACT_STATUS_OPTIONS.find((option) => option.value === status)?.label ?? status;

/** The columns written: all but the premium per year or month, which are only read (ADR 232). */
const WRITTEN = CSV_COLUMNS.filter((column) => !('written' in column)).map((column) => column.key);

function fieldsOf({ kunde, vertrag }: ImportRow): string[] {
  const values: Partial<Record<CsvColumn, string>> = {
    email: kunde.email ?? '',
    vorname: kunde.vorname,
    nachname: kunde.nachname,
    geburtsdatum: date(kunde.geburtsdatum),
    gesellschaft: vertrag.gesellschaft,
    nummer: vertrag.nummer,
    sparte: sparteLabel(vertrag.sparte),
    tarif: vertrag.name ?? '',
    beitrag: amount(vertrag.beitrag),
    zahlungsweise: vertrag.zahlungsweise ? zahlungsweiseLabel(vertrag.zahlungsweise) : '',
    beginn: date(vertrag.beginn),
    ablauf: date(vertrag.ablauf),
    versicherungssumme: amount(vertrag.versicherungssumme),
    status: vertrag.status === undefined ? '' : statusLabel(vertrag.status),
    vertragsende: date(vertrag.v_ende_am ?? null),
  };
  return WRITTEN.map((key) => values[key] ?? '');
}

/**
 * A portfolio CSV's lines, the header first, each ending in CRLF (as spreadsheet programs write them):
 * the columns in the documented order, German dates and amounts, Sparte and Zahlungsweise by their labels.
 * A generator, so a file of any size is written without being held.
 */
export function* portfolioCsvLines(rows: Iterable<ImportRow>): Generator<string> {
  yield WRITTEN.map((key) => texts.columns[key]).join(CSV_SEPARATOR) + LINE_END;
  for (const row of rows) {
    yield fieldsOf(row)
      .map((value) => csvField(lineBreaks(value)))
      .join(CSV_SEPARATOR) + LINE_END;
  }
}

/** The whole CSV of `rows` as one text (for small files and tests). */
export function writePortfolioCsv(rows: Iterable<ImportRow>): string {
  return [...portfolioCsvLines(rows)].join('');
}
