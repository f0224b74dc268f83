import { portfolioImportTexts as texts } from '../texts/portfolio-import';

export const CSV_SEPARATOR = ';';

/** A line of nothing but separators and blanks (Excel writes an empty row as `;;;;`) is a blank line. */
export const isBlankCsvLine = (line: string) => /^[\s;]*$/.test(line);

/**
 * One CSV record's fields (`;` between them; a field in double quotes may hold `;`, line breaks and `""`
 * for a quote). A quote inside an unquoted field is taken as it is. A quote still open at the end is
 * `open`: the record may go on in the next line (read-csv.ts).
 */
export function splitCsvLine(
  line: string,
): { ok: true; fields: string[] } | { ok: false; grund: string; open?: boolean } {
  const fields: string[] = [];
  let at = 0;
  for (;;) {
    let field = '';
    while (line[at] === ' ' || line[at] === '\t') at++;
    if (line[at] === '"') {
      at++;
      for (;;) {
        const quote = line.indexOf('"', at);
        if (quote === -1) return { ok: false, grund: texts.unclosedQuote, open: true };
        field += line.slice(at, quote);
        at = quote + 1;
        if (line[at] !== '"') break;
        field += '"';
        at++;
      }
      while (line[at] === ' ' || line[at] === '\t') at++;
      if (at < line.length && line[at] !== CSV_SEPARATOR) return { ok: false, grund: texts.textAfterQuote };
    } else {
      const end = line.indexOf(CSV_SEPARATOR, at);
      field = line.slice(at, end === -1 ? line.length : end);
      at = end === -1 ? line.length : end;
    }
    fields.push(field);
    if (at >= line.length) return { ok: true, fields };
    at++; // the separator
  }
}

/** A value as a CSV field: quoted when it holds a separator, a quote, a line break or blanks at either end. */
export function csvField(value: string): string {
  return /[;"\r\n]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}
