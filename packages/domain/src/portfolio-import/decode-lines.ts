import { portfolioImportTexts as texts } from '../texts/portfolio-import';
import { formatNumber } from '../validation/amount';
import { GDV_RECORD_LENGTH, PORTFOLIO_MAX_LINE_LENGTH } from './limits';
import { decodeWindows1252 } from './windows-1252';

/** A line of the file: its text, or why it cannot be read. `zeile` counts from 1, blank lines included. */
export type DecodedLine = { zeile: number; text: string } | { zeile: number; grund: string };

export type FileChunks = AsyncIterable<Uint8Array> | Iterable<Uint8Array>;

const LF = 0x0a;
const CR = 0x0d;
const BOM = [0xef, 0xbb, 0xbf] as const;
/** '0001', the Satzart of a GDV Vorsatz, as bytes joined. */
const VORSATZ = [0x30, 0x30, 0x30, 0x31].join();

function isAscii(bytes: Uint8Array): boolean {
  for (const byte of bytes) if (byte >= 0x80) return false;
  return true;
}

/** The byte at `index` of the line's parts (-1 past its end). */
function byteAt(parts: readonly Uint8Array[], index: number): number {
  let at = index;
  for (const part of parts) {
    if (at < part.length) return part[at] ?? -1;
    at -= part.length;
  }
  return -1;
}

function joined(parts: Uint8Array[], size: number): Uint8Array {
  if (parts.length === 1 && parts[0]) return parts[0];
  const line = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    line.set(part, at);
    at += part.length;
  }
  return line;
}

/**
 * Reads the file's lines one by one, never holding more than the line being read (ADR 204).
 *
 * Lines end at LF; a CR before it is dropped. A GDV file of records without line breaks is read as a
 * record a line (its line numbers count records). The encoding is decided once, at the first line with a byte
 * above 0x7F (lines before it are ASCII and read the same either way): a UTF-8 byte order mark, or that
 * line being valid UTF-8, means UTF-8; otherwise the file is Windows-1252 (which reads every byte). In a
 * UTF-8 file a later line that is not valid UTF-8 is refused, not guessed at. A line longer than
 * `maxLength` characters is refused without being kept (its bytes are counted and dropped), and so is one
 * with a NUL, which no database text can hold.
 */
export async function* decodeLines(
  chunks: FileChunks,
  maxLength: number = PORTFOLIO_MAX_LINE_LENGTH,
): AsyncGenerator<DecodedLine> {
  const maxBytes = maxLength * 4;
  const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  let encoding: 'utf-8' | 'windows-1252' | null = null;
  let parts: Uint8Array[] = [];
  let size = 0;
  let tooLong = false;
  let zeile = 0;
  /** Set for GDV records without line breaks: each record is a line of this many bytes. */
  let recordBytes: number | null = null;
  /** The file's first bytes until three are there: whether they are a BOM is decided on them. */
  let head: number[] | null = [];

  const decode = (bytes: Uint8Array): string | null => {
    if (encoding === 'windows-1252') return decodeWindows1252(bytes);
    if (encoding === null && isAscii(bytes)) return utf8.decode(bytes);
    try {
      const text = utf8.decode(bytes);
      encoding = 'utf-8';
      return text;
    } catch {
      if (encoding === 'utf-8') return null;
      encoding = 'windows-1252';
      return decodeWindows1252(bytes);
    }
  };

  const line = (): DecodedLine => {
    zeile++;
    const bytes = tooLong ? null : joined(parts, size);
    parts = [];
    size = 0;
    const wasTooLong = tooLong;
    tooLong = false;
    if (wasTooLong || !bytes) return { zeile, grund: texts.lineTooLong(formatNumber(maxLength)) };
    const end = bytes.length > 0 && bytes[bytes.length - 1] === CR ? bytes.length - 1 : bytes.length;
    const text = decode(bytes.subarray(0, end));
    if (text === null) return { zeile, grund: texts.notUtf8 };
    if (text.length > maxLength) return { zeile, grund: texts.lineTooLong(formatNumber(maxLength)) };
    if (text.includes('\u0000')) return { zeile, grund: texts.nulCharacter };
    return { zeile, text };
  };

  const take = (bytes: Uint8Array) => {
    if (bytes.length === 0 || tooLong) return;
    if (size + bytes.length > maxBytes) {
      tooLong = true;
      parts = [];
      size = 0;
      return;
    }
    // A copy: the caller may reuse its chunk's buffer once we ask for the next one.
    parts.push(bytes.slice());
    size += bytes.length;
  };

  /**
   * Line 1 has grown past a GDV record with neither CR nor LF after it, and is a Vorsatz: the file is GDV
   * records one after another without line breaks (the GDV allows both), read as a record a line.
   */
  const isUnbrokenGdv = () =>
    zeile === 0 &&
    recordBytes === null &&
    !tooLong &&
    size > GDV_RECORD_LENGTH &&
    byteAt(parts, GDV_RECORD_LENGTH) !== CR &&
    [0, 1, 2, 3].map((index) => byteAt(parts, index)).join() === VORSATZ;

  function* split(chunk: Uint8Array): Generator<DecodedLine> {
    let start = 0;
    while (start < chunk.length) {
      // Between records of a file without line breaks, a stray CR or LF is no record.
      if (recordBytes !== null && size === 0 && (chunk[start] === LF || chunk[start] === CR)) {
        start++;
        continue;
      }
      const lf = chunk.indexOf(LF, start);
      const stop = lf === -1 ? chunk.length : lf;
      const end = recordBytes === null ? stop : Math.min(stop, start + recordBytes - size);
      take(chunk.subarray(start, end));
      if (end === lf) {
        yield line();
        start = lf + 1;
        continue;
      }
      start = end;
      if (recordBytes !== null && size === recordBytes) yield line();
      else if (isUnbrokenGdv()) {
        recordBytes = GDV_RECORD_LENGTH;
        const first = joined(parts, size);
        parts = [];
        size = 0;
        take(first.subarray(0, recordBytes));
        yield line();
        yield* split(first.subarray(recordBytes));
      }
    }
  }

  function* afterHead(chunk: Uint8Array, final: boolean): Generator<DecodedLine> {
    if (head === null) return yield* split(chunk);
    const taken = chunk.subarray(0, 3 - head.length);
    head.push(...taken);
    const rest = chunk.subarray(taken.length);
    if (head.length < 3 && !final) return;
    const bom = head.length === 3 && head.every((byte, index) => byte === BOM[index]);
    const start = bom ? new Uint8Array(0) : Uint8Array.from(head);
    if (bom) encoding = 'utf-8';
    head = null;
    yield* split(start);
    yield* split(rest);
  }

  for await (const chunk of chunks) yield* afterHead(chunk, false);
  yield* afterHead(new Uint8Array(0), true);
  if (size > 0 || tooLong) yield line();
}
