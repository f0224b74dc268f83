/**
 * Whether a file's bytes are what its extension says (issue 9): a `.pdf` that is really HTML is refused
 * like an unsupported type. Binary formats are recognised by their signature (the server sniffs with
 * `file-type` and passes what it found, or undefined); text formats must be text.
 */

/** What a sniffer may report for each binary extension (Office files are ZIP or OLE containers). */
const BINARY_SIGNATURES: Record<string, readonly string[]> = {
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  bmp: ['bmp'],
  gif: ['gif'],
  pdf: ['pdf'],
  zip: ['zip'],
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  odt: ['odt', 'zip'],
  ods: ['ods', 'zip'],
  doc: ['cfb', 'doc'],
  xls: ['cfb', 'xls'],
  rtf: ['rtf'],
};

/** Text formats: no signature, and bytes that are text (isTextChunk). */
export const TEXT_EXTENSIONS: readonly string[] = ['txt', 'csv', 'htm', 'html'];

/** How many leading bytes a sniffer needs to decide (file-type's minimum sample). */
export const SNIFF_BYTES = 4100;

export function isTextExtension(extension: string): boolean {
  return TEXT_EXTENSIONS.includes(extension);
}

/** The sniffed signature against the extension; text formats must have none (a PDF named .txt is not text). */
export function signatureMatches(extension: string, sniffed: string | undefined): boolean {
  if (isTextExtension(extension)) return sniffed === undefined || (sniffed === 'xml' && extension !== 'csv');
  return sniffed !== undefined && (BINARY_SIGNATURES[extension]?.includes(sniffed) ?? false);
}

/**
 * Text in UTF-8 or Latin-1 (both are accepted, so every byte from 0x20 up is fine): no control bytes but
 * tab, line feed, form feed and carriage return, and no DEL. Works chunk by chunk.
 */
export function isTextChunk(bytes: Uint8Array): boolean {
  for (const byte of bytes) {
    if (byte === 0x7f) return false;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) return false;
  }
  return true;
}
