import { CONTRACT_PREMIUM_MAX, CONTRACT_SUM_INSURED_MAX } from '../forms/catalogue/contract';
import { portfolioImportTexts as texts } from '../texts/portfolio-import';
import { CSV_COLUMNS, type CsvColumn, headerColumns, ignoredCsvColumns } from './csv-columns';
import { isBlankCsvLine, splitCsvLine } from './csv-line';
import type { DecodedLine } from './decode-lines';
import {
  checkTerm,
  emailValue,
  germanAmount,
  germanDate,
  type PeriodicPremium,
  type Problems,
  premiumPerPayment,
  requiredText,
  sparteValue,
  statusValue,
  textValue,
  zahlungsweiseValue,
} from './field-values';
import type { ImportLine } from './import-row';
import { PORTFOLIO_MAX_LINE_LENGTH } from './limits';

const { columns: names } = texts;

const UNBOUNDED = Number.MAX_SAFE_INTEGER;

function premiumOf(values: Record<CsvColumn, string>, problems: Problems) {
  const beitrag = germanAmount(names.beitrag, values.beitrag, CONTRACT_PREMIUM_MAX, problems);
  const zahlungsweise = zahlungsweiseValue(values.zahlungsweise, problems);
  const periodic: PeriodicPremium[] = [
    {
      column: names.jahresbeitrag,
      amount: germanAmount(names.jahresbeitrag, values.jahresbeitrag, UNBOUNDED, problems),
      perYear: 1,
    },
    {
      column: names.monatsbeitrag,
      amount: germanAmount(names.monatsbeitrag, values.monatsbeitrag, UNBOUNDED, problems),
      perYear: 12,
    },
  ];
  return premiumPerPayment(beitrag, periodic, zahlungsweise, CONTRACT_PREMIUM_MAX, problems);
}

function rowOf(zeile: number, values: Record<CsvColumn, string>): ImportLine {
  const problems: Problems = [];
  const kunde = {
    email: emailValue(values.email, problems),
    vorname: requiredText(names.vorname, values.vorname, problems),
    nachname: requiredText(names.nachname, values.nachname, problems),
    geburtsdatum: germanDate(names.geburtsdatum, values.geburtsdatum, problems),
  };
  const vertrag = {
    gesellschaft: requiredText(names.gesellschaft, values.gesellschaft, problems),
    nummer: requiredText(names.nummer, values.nummer, problems),
    sparte: sparteValue(values.sparte, problems),
    name: textValue(names.tarif, values.tarif, problems),
    ...premiumOf(values, problems),
    beginn: germanDate(names.beginn, values.beginn, problems),
    ablauf: germanDate(names.ablauf, values.ablauf, problems),
    versicherungssumme: germanAmount(
      names.versicherungssumme,
      values.versicherungssumme,
      CONTRACT_SUM_INSURED_MAX,
      problems,
    ),
  };
  const status = statusValue(values.status, problems);
  const ende = germanDate(names.vertragsende, values.vertragsende, problems);
  checkTerm(vertrag.beginn, vertrag.ablauf, problems);
  if (problems.length > 0 || vertrag.sparte === null) return { ok: false, zeile, grund: problems.join(' ') };
  const end = { ...(status && { status }), ...(ende && { v_ende_am: ende }) };
  return { ok: true, row: { zeile, kunde, vertrag: { ...vertrag, sparte: vertrag.sparte, ...end } } };
}

/** A header without `;` but with commas or tabs: a CSV of another separator (ADR 232). */
function otherSeparator(fields: readonly string[]): string | null {
  if (fields.length !== 1) return null;
  const [line = ''] = fields;
  if (line.split('\t').length > 2) return texts.otherSeparator('Tabulatoren');
  if (line.split(',').length > 2) return texts.otherSeparator('Kommas');
  return null;
}

type CsvRecord = { zeile: number; split: ReturnType<typeof splitCsvLine> };

/**
 * The CSV's records: a line, or several while a quoted field holds line breaks (the record is at its first
 * line; together at most `maxLength` characters). A quote still open at the limit or the file's end is
 * refused at the record's first line, and the lines taken after it are read again as lines of their own:
 * one stray quote costs one line, never the rest of the file.
 */
async function* records(
  lines: AsyncIterable<DecodedLine>,
  maxLength: number,
): AsyncGenerator<DecodedLine | CsvRecord> {
  const iterator = lines[Symbol.asyncIterator]();
  const pending: DecodedLine[] = [];
  const next = async () => {
    const line = pending.shift();
    if (line) return line;
    const read = await iterator.next();
    return read.done ? null : read.value;
  };
  for (let line = await next(); line; line = await next()) {
    if ('grund' in line || isBlankCsvLine(line.text)) {
      yield line;
      continue;
    }
    let text = line.text;
    let split = splitCsvLine(text);
    const taken: DecodedLine[] = [];
    while (!split.ok && split.open) {
      const more = await next();
      if (!more) break;
      taken.push(more);
      if ('grund' in more || text.length + 1 + more.text.length > maxLength) break;
      text += `\n${more.text}`;
      split = splitCsvLine(text);
    }
    yield { zeile: line.zeile, split };
    if (!split.ok) pending.unshift(...taken);
  }
}

/**
 * The rows of a portfolio CSV (ADR 205): the first non-blank record is the header naming the columns
 * (csv-columns.ts); each further one is a contract or a refusal naming every problem of it. A header
 * without the required columns is refused and ends the file: no line after it can be read.
 */
export async function* readCsv(
  lines: AsyncIterable<DecodedLine>,
  maxLength: number = PORTFOLIO_MAX_LINE_LENGTH,
  onIgnoredColumns?: (names: string[]) => void,
): AsyncGenerator<ImportLine> {
  let columns: (CsvColumn | null)[] | null = null;
  for await (const record of records(lines, maxLength)) {
    if ('grund' in record) {
      yield { ok: false, zeile: record.zeile, grund: record.grund };
      continue;
    }
    if (!('split' in record)) continue;
    const { zeile, split } = record;
    if (!split.ok) {
      yield { ok: false, zeile, grund: split.grund };
      continue;
    }
    if (columns === null) {
      const header = headerColumns(split.fields);
      if (!header.ok) {
        yield { ok: false, zeile, grund: otherSeparator(split.fields) ?? header.grund };
        return;
      }
      columns = header.columns;
      onIgnoredColumns?.(ignoredCsvColumns(split.fields));
      continue;
    }
    const { fields } = split;
    const extra = fields.slice(columns.length);
    if (fields.length < columns.length || extra.some((field) => field.trim() !== '')) {
      const grund = texts.fieldCount(String(fields.length), String(columns.length));
      yield { ok: false, zeile, grund };
      continue;
    }
    const values = Object.fromEntries(CSV_COLUMNS.map((column) => [column.key, ''])) as Record<
      CsvColumn,
      string
    >;
    for (const [index, column] of columns.entries()) if (column) values[column] = fields[index] ?? '';
    yield rowOf(zeile, values);
  }
}
