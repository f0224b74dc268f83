import { Unzip, UnzipInflate, UnzipPassThrough } from 'fflate';
import { statementReaderTexts as texts } from '../texts/banking-statements';
import {
  STATEMENT_ZIP_MAX_BYTES,
  STATEMENT_ZIP_MAX_FILES,
  STATEMENT_ZIP_MAX_RATIO,
  STATEMENT_ZIP_RATIO_FREE_BYTES,
} from './statement-limits';
import { refuse, StatementRefusal } from './statement-refusal';
import { cleanText, count } from './statement-values';

export type ZipFile = { name: string; bytes: Uint8Array };

/**
 * The ZIP is fed to the inflater in pieces this small: DEFLATE inflates at most about 1,032 times, so
 * one piece never grows past some 16 MB before the running total is checked.
 */
const PIECE = 16_384;
const MEGABYTE = 1024 * 1024;

/** Folders and the resource forks macOS adds to a ZIP are no statements and not refused. */
const skipped = (name: string) => name.endsWith('/') || name.startsWith('__MACOSX/');

function joined(parts: Uint8Array[], size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

/**
 * The XML files of a bank's ZIP (ADR 250): at most STATEMENT_ZIP_MAX_FILES files, only `.xml`, and all of
 * them together at most STATEMENT_ZIP_MAX_BYTES and at most STATEMENT_ZIP_MAX_RATIO times the ZIP inflated,
 * counted while inflating, so a ZIP bomb is refused before it fills the memory or holds the event loop
 * (the sizes a ZIP's headers claim refuse a bomb early, but are not trusted to let one pass).
 */
export function readZip(zip: Uint8Array): ZipFile[] {
  const files: ZipFile[] = [];
  const finished = new Set<ZipFile>();
  let total = 0;
  let error: unknown = null;
  const ratioLimit = Math.max(STATEMENT_ZIP_RATIO_FREE_BYTES, zip.length * STATEMENT_ZIP_MAX_RATIO);
  const tooMuch = () =>
    total > STATEMENT_ZIP_MAX_BYTES
      ? new StatementRefusal(texts.zipTooLarge(count(STATEMENT_ZIP_MAX_BYTES / MEGABYTE)))
      : new StatementRefusal(texts.zipRatio(count(STATEMENT_ZIP_MAX_RATIO)));
  const unzip = new Unzip((file) => {
    if (skipped(file.name)) return;
    if (!/\.xml$/i.test(file.name)) refuse(texts.zipNotXml(cleanText(file.name, 200) ?? ''));
    if (files.length >= STATEMENT_ZIP_MAX_FILES)
      refuse(texts.zipTooManyFiles(count(STATEMENT_ZIP_MAX_FILES)));
    // A header that owns up to a bomb is refused before inflating; one that lies is caught by the count.
    const claimed = file.originalSize ?? 0;
    if (claimed > STATEMENT_ZIP_RATIO_FREE_BYTES && claimed > (file.size ?? 0) * STATEMENT_ZIP_MAX_RATIO)
      refuse(texts.zipRatio(count(STATEMENT_ZIP_MAX_RATIO)));
    const parts: Uint8Array[] = [];
    let size = 0;
    const entry: ZipFile = { name: file.name, bytes: new Uint8Array(0) };
    files.push(entry);
    file.ondata = (problem, chunk, final) => {
      if (problem) error ??= problem;
      if (problem || error) return;
      total += chunk.length;
      size += chunk.length;
      if (total > STATEMENT_ZIP_MAX_BYTES || total > ratioLimit) {
        error = tooMuch();
        file.terminate();
        return;
      }
      parts.push(chunk);
      if (!final) return;
      entry.bytes = joined(parts, size);
      finished.add(entry);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  try {
    for (let offset = 0; offset < zip.length && !error; offset += PIECE) {
      unzip.push(zip.subarray(offset, offset + PIECE), offset + PIECE >= zip.length);
    }
  } catch (thrown) {
    if (thrown instanceof StatementRefusal) throw thrown;
    error ??= thrown;
  }
  if (error instanceof StatementRefusal) throw error;
  if (error || finished.size < files.length) refuse(texts.zipUnreadable);
  if (files.length === 0) refuse(texts.zipEmpty);
  return files;
}
