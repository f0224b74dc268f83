import { portfolioImportTexts as texts } from '../texts/portfolio-import';
import { formatNumber } from '../validation/amount';
import { isBlankCsvLine } from './csv-line';
import { type DecodedLine, decodeLines, type FileChunks } from './decode-lines';
import type { ImportLine } from './import-row';
import { PORTFOLIO_MAX_LINE_LENGTH, PORTFOLIO_MAX_ROWS } from './limits';
import { readCsv } from './read-csv';
import { readGdv } from './read-gdv';

export type PortfolioFormat = 'csv' | 'gdv';

export type ReadOptions = {
  /** Contracts and refusals yielded at most; one more refusal says the rest was not read. */
  maxRows?: number;
  maxLineLength?: number;
  /** Told once, when the first line has shown the file's format. */
  onFormat?: (format: PortfolioFormat) => void;
  /** CSV: told once, when the header is read, the names of its columns that are not read (ADR 232). */
  onIgnoredColumns?: (names: string[]) => void;
};

/** A GDV file begins with its Vorsatz, a record of Satzart 0001. */
const isGdv = (firstLine: string) => firstLine.startsWith('0001');

async function* continued(first: DecodedLine, rest: AsyncIterator<DecodedLine>): AsyncGenerator<DecodedLine> {
  yield first;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

/** Files that are no CSV and no GDV, told by their first bytes (ADR 232): a ZIP (an .xlsx) and a PDF. */
const SIGNATURES = [
  { bytes: [0x50, 0x4b, 0x03, 0x04], grund: texts.notCsvZip },
  { bytes: [0x25, 0x50, 0x44, 0x46], grund: texts.notCsvPdf },
];
const HEAD_LENGTH = 4;

type Chunks = Iterator<Uint8Array> | AsyncIterator<Uint8Array>;

/** The file's first bytes, and its chunks again from the start (taken lazily, as before). */
async function peek(chunks: FileChunks) {
  const iterator: Chunks =
    Symbol.asyncIterator in chunks ? chunks[Symbol.asyncIterator]() : chunks[Symbol.iterator]();
  const taken: Uint8Array[] = [];
  let size = 0;
  let done = false;
  while (size < HEAD_LENGTH && !done) {
    const next = await iterator.next();
    if (next.done) done = true;
    else {
      taken.push(next.value);
      size += next.value.length;
    }
  }
  const head = taken.flatMap((chunk) => [...chunk.subarray(0, HEAD_LENGTH)]).slice(0, HEAD_LENGTH);
  async function* all(): AsyncGenerator<Uint8Array> {
    try {
      yield* taken;
      if (!done)
        for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    } finally {
      await iterator.return?.();
    }
  }
  return { head, all, close: async () => void (await iterator.return?.()) };
}

async function* rowsOf(file: FileChunks, options: ReadOptions): AsyncGenerator<ImportLine> {
  const { head, all, close } = await peek(file);
  const wrong = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte));
  if (wrong) {
    await close();
    yield { ok: false, zeile: 1, grund: wrong.grund };
    return;
  }
  const chunks = all();
  const maxLength = options.maxLineLength ?? PORTFOLIO_MAX_LINE_LENGTH;
  const lines = decodeLines(chunks, maxLength);
  try {
    for (let next = await lines.next(); !next.done; next = await lines.next()) {
      const line = next.value;
      if ('grund' in line) yield { ok: false, zeile: line.zeile, grund: line.grund };
      else if (!isBlankCsvLine(line.text)) {
        const format = isGdv(line.text) ? 'gdv' : 'csv';
        options.onFormat?.(format);
        const rest = continued(line, lines);
        return yield* format === 'gdv' ? readGdv(rest) : readCsv(rest, maxLength, options.onIgnoredColumns);
      }
    }
  } finally {
    await lines.return(undefined);
  }
}

/**
 * An agency's portfolio file, CSV or GDV-Datensatz VU-Vermittler, read as it streams in (issue 31,
 * ADR 204): one ImportLine per contract or refused line, in file order, holding no more than one line (GDV:
 * one contract's records) at a time. The format is told by the first non-blank line, the encoding by the
 * first line that is not ASCII (decode-lines.ts). Never throws on the file's content: whatever the bytes,
 * the answer is rows and refusals, each refusal naming its line (1-based) and the reason in German.
 */
export async function* readPortfolioFile(
  chunks: FileChunks,
  options: ReadOptions = {},
): AsyncGenerator<ImportLine> {
  const maxRows = options.maxRows ?? PORTFOLIO_MAX_ROWS;
  let count = 0;
  for await (const line of rowsOf(chunks, options)) {
    if (count === maxRows) {
      const zeile = line.ok ? line.row.zeile : line.zeile;
      yield { ok: false, zeile, grund: texts.tooManyRows(formatNumber(maxRows)) };
      return;
    }
    count++;
    yield line;
  }
  if (count === 0) yield { ok: false, zeile: 1, grund: texts.noContracts };
}
