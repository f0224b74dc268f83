import { CONTRACT_PREMIUM_MAX, CONTRACT_SUM_INSURED_MAX } from '../forms/catalogue/contract';
import { portfolioImportTexts as texts } from '../texts/portfolio-import';
import { CSV_COLUMNS, type CsvColumn, headerColumns } from './csv-columns';
import { splitCsvLine } from './csv-line';
import type { DecodedLine } from './decode-lines';
import {
  checkTerm,
  emailValue,
  germanAmount,
  germanDate,
  type Problems,
  requiredText,
  sparteValue,
  textValue,
  zahlungsweiseValue,
} from './field-values';
import type { ImportLine } from './import-row';

const { columns: names } = texts;

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
    beitrag: germanAmount(names.beitrag, values.beitrag, CONTRACT_PREMIUM_MAX, problems),
    zahlungsweise: zahlungsweiseValue(values.zahlungsweise, problems),
    beginn: germanDate(names.beginn, values.beginn, problems),
    ablauf: germanDate(names.ablauf, values.ablauf, problems),
    versicherungssumme: germanAmount(
      names.versicherungssumme,
      values.versicherungssumme,
      CONTRACT_SUM_INSURED_MAX,
      problems,
    ),
  };
  checkTerm(vertrag.beginn, vertrag.ablauf, problems);
  if (problems.length > 0 || vertrag.sparte === null) return { ok: false, zeile, grund: problems.join(' ') };
  return { ok: true, row: { zeile, kunde, vertrag: { ...vertrag, sparte: vertrag.sparte } } };
}

/**
 * The rows of a portfolio CSV (ADR 205): the first non-blank line is the header naming the columns
 * (csv-columns.ts); each further non-blank line is a contract or a refusal naming every problem of the
 * line. A header without the required columns is refused and ends the file: no line after it can be read.
 */
export async function* readCsv(lines: AsyncIterable<DecodedLine>): AsyncGenerator<ImportLine> {
  let columns: (CsvColumn | null)[] | null = null;
  for await (const line of lines) {
    if ('grund' in line) {
      yield { ok: false, zeile: line.zeile, grund: line.grund };
      continue;
    }
    if (line.text.trim() === '') continue;
    const split = splitCsvLine(line.text);
    if (!split.ok) {
      yield { ok: false, zeile: line.zeile, grund: split.grund };
      continue;
    }
    if (columns === null) {
      const header = headerColumns(split.fields);
      if (!header.ok) {
        yield { ok: false, zeile: line.zeile, grund: header.grund };
        return;
      }
      columns = header.columns;
      continue;
    }
    const { fields } = split;
    const extra = fields.slice(columns.length);
    if (fields.length < columns.length || extra.some((field) => field.trim() !== '')) {
      const grund = texts.fieldCount(String(fields.length), String(columns.length));
      yield { ok: false, zeile: line.zeile, grund };
      continue;
    }
    const values = Object.fromEntries(CSV_COLUMNS.map((column) => [column.key, ''])) as Record<
      CsvColumn,
      string
    >;
    for (const [index, column] of columns.entries()) if (column) values[column] = fields[index] ?? '';
    yield rowOf(line.zeile, values);
  }
}
