import { isBlankCsvLine, splitCsvLine } from '../portfolio-import/csv-line';
import { decodeLines } from '../portfolio-import/decode-lines';
import { statementReaderTexts as texts } from '../texts/banking-statements';
import { BANK_CSV_LAYOUTS, type BankCsvLayout, type Row } from './bank-csv-layouts';
import type { ParsedStatement, StatementAccount } from './statement';
import {
  STATEMENT_CSV_MAX_LINE_LENGTH,
  STATEMENT_CSV_MAX_PREAMBLE_LINES,
  STATEMENT_MAX_ENTRIES,
} from './statement-limits';
import { refuse } from './statement-refusal';
import { count } from './statement-values';

/** A quoted field may hold line breaks; a record of more lines than this is a quote never closed. */
const MAX_LINES_A_RECORD = 20;

/** Column name → index; a repeated name is `<name> nach <column before>` (ING's two 'Währung'). */
function columnsOf(header: string[]): Map<string, number> {
  const columns = new Map<string, number>();
  header.forEach((raw, index) => {
    const name = raw.trim();
    const key = columns.has(name) ? `${name} nach ${header[index - 1]?.trim()}` : name;
    if (!columns.has(key)) columns.set(key, index);
  });
  return columns;
}

type Header = { layout: BankCsvLayout; columns: Map<string, number>; size: number };

function headerOf(fields: string[]): Header | null {
  const names = fields.map((field) => field.trim());
  const layout = BANK_CSV_LAYOUTS.find((candidate) => candidate.isHeader(names));
  return layout ? { layout, columns: columnsOf(names), size: names.length } : null;
}

/**
 * Reads the CSV export of a German bank (ADR 251, 252): Sparkasse CSV-CAMT, ING, DKB, Deutsche Bank. The encoding
 * (UTF-8 with or without BOM, or Windows-1252) and the lines are the portfolio import's (decodeLines); the
 * bank is told by its header, found among the first STATEMENT_CSV_MAX_PREAMBLE_LINES lines. A file
 * without a known header is no bank statement; a row that cannot be read refuses the file with its line.
 */
export async function readBankCsv(bytes: Uint8Array): Promise<ParsedStatement> {
  const preamble: string[][] = [];
  let header: Header | null = null;
  const accounts = new Map<string, StatementAccount>();
  let entries = 0;
  let pending = null as { zeile: number; text: string; lines: number } | null;

  const record = (zeile: number, fields: string[]) => {
    if (!header) return;
    const { layout, columns, size } = header;
    const row: Row = (column) => {
      const index = columns.get(column);
      return index === undefined ? '' : (fields[index] ?? '').trim();
    };
    const result = layout.row(row);
    // A pending booking or a closing line (Deutsche Bank's 'Kontostand') may be shorter than the header.
    if ('skip' in result) return;
    if (fields.length < size)
      refuse(texts.csvLine(zeile, texts.csvFieldCount(count(fields.length), count(size))));
    if ('problem' in result) {
      const value = result.value.slice(0, 40);
      const grund = result.problem === 'date' ? texts.csvInvalidDate(value) : texts.csvInvalidAmount(value);
      return refuse(texts.csvLine(zeile, grund));
    }
    const iban = layout.iban(preamble, row) ?? refuse(texts.csvNoIban);
    if (++entries > STATEMENT_MAX_ENTRIES) refuse(texts.tooManyEntries(count(STATEMENT_MAX_ENTRIES)));
    const account = accounts.get(iban) ?? {
      iban,
      currency: result.entry.currency,
      ownerName: null,
      balance: layout.balance(preamble),
      entries: [],
    };
    accounts.set(iban, account);
    account.entries.push(result.entry);
  };

  for await (const line of decodeLines([bytes], STATEMENT_CSV_MAX_LINE_LENGTH)) {
    if ('grund' in line) {
      if (!header) refuse(texts.notStatement);
      refuse(texts.csvLine(line.zeile, line.grund));
    }
    if (!header) {
      const split = splitCsvLine(line.text);
      const fields = split.ok ? split.fields : [line.text];
      header = headerOf(fields);
      if (!header) preamble.push(fields);
      if (!header && preamble.length > STATEMENT_CSV_MAX_PREAMBLE_LINES) refuse(texts.notStatement);
      continue;
    }
    const text: string = pending ? `${pending.text}\n${line.text}` : line.text;
    const zeile: number = pending?.zeile ?? line.zeile;
    const lines: number = pending?.lines ?? 0;
    if (!pending && isBlankCsvLine(text)) continue;
    const split = splitCsvLine(text);
    if (!split.ok && split.open && lines < MAX_LINES_A_RECORD) {
      pending = { zeile, text, lines: lines + 1 };
      continue;
    }
    pending = null;
    if (!split.ok) refuse(texts.csvLine(zeile, split.grund));
    record(zeile, split.fields);
  }
  if (!header) refuse(texts.notStatement);
  if (pending) refuse(texts.csvLine(pending.zeile, texts.csvOpenQuote));
  if (accounts.size === 0) {
    const iban = header.layout.iban(preamble, () => '') ?? refuse(texts.csvNoIban);
    accounts.set(iban, {
      iban,
      currency: 'EUR',
      ownerName: null,
      balance: header.layout.balance(preamble),
      entries: [],
    });
  }
  return { format: header.layout.format, accounts: [...accounts.values()] };
}
