import { sparteLabel } from '../contracts/sparten';
import { CONTRACT_STATUS_OPTIONS } from '../forms/catalogue/contract';
import { portfolioImportTexts as texts } from '../texts/portfolio-import';
import { formatAmount } from '../validation/amount';
import { formatDateDe } from '../validation/date-bounds';
import { CSV_COLUMNS } from './csv-columns';
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

function fieldsOf({ kunde, vertrag }: ImportRow): string[] {
  return [
    kunde.email ?? '',
    kunde.vorname,
    kunde.nachname,
    date(kunde.geburtsdatum),
    vertrag.gesellschaft,
    vertrag.nummer,
    sparteLabel(vertrag.sparte),
    vertrag.name ?? '',
    amount(vertrag.beitrag),
    vertrag.zahlungsweise ? zahlungsweiseLabel(vertrag.zahlungsweise) : '',
    date(vertrag.beginn),
    date(vertrag.ablauf),
    amount(vertrag.versicherungssumme),
    vertrag.status === undefined ? '' : statusLabel(vertrag.status),
    date(vertrag.v_ende_am ?? null),
  ];
}

/**
 * A portfolio CSV's lines, the header first, each ending in CRLF (as spreadsheet programs write them):
 * the columns in the documented order, German dates and amounts, Sparte and Zahlungsweise by their labels.
 * A generator, so a file of any size is written without being held.
 */
export function* portfolioCsvLines(rows: Iterable<ImportRow>): Generator<string> {
  yield CSV_COLUMNS.map((column) => texts.columns[column.key]).join(CSV_SEPARATOR) + LINE_END;
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
