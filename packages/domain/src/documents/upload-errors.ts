import { documentTexts } from '../texts/documents';

/**
 * What the web app shows for a failed upload (spec section 8): a 422's entries are split on '=>'; a
 * message that continues a sentence (lower case: 'kam nicht vollständig an …') reads 'Die Datei {part}',
 * a whole sentence ('Dateityp wird nicht unterstützt (x.exe)') and an entry without a field are shown as
 * they are. Anything else is 'Ein unbekannter Fehler ist aufgetreten'.
 */
export function uploadErrorTexts(status: number | undefined, errors: unknown): string[] {
  if (status !== 422 || !Array.isArray(errors)) return [documentTexts.unknownError];
  const texts = errors
    .flatMap((entry) => (typeof entry === 'string' ? [entryText(entry)] : []))
    .filter(Boolean);
  return texts.length > 0 ? [...new Set(texts)] : [documentTexts.unknownError];
}

function entryText(entry: string): string {
  const separator = entry.indexOf('=>');
  if (separator === -1) return entry.trim();
  const part = entry.slice(separator + 2).trim();
  return startsLowerCase(part) ? documentTexts.fileError(part) : part;
}

function startsLowerCase(text: string): boolean {
  const first = text.charAt(0);
  return first !== first.toUpperCase() && first === first.toLowerCase();
}
