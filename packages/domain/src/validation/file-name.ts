import { documentTexts } from '../texts/documents';

/**
 * Unicode's bidirectional controls: embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069, the
 * marks U+200E/U+200F and the Arabic letter mark U+061C. In a file name they make "rechnung\u202Efdp.exe"
 * read as "rechnungexe.pdf" (issue 27, item 34), so no file name may contain one.
 */
const DIRECTION_CONTROL = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/u;

export function hasDirectionControl(name: string): boolean {
  return DIRECTION_CONTROL.test(name);
}

/**
 * The rule for the name of every file a person hands over (documents, chat attachments, avatar, agency
 * logo and photo, a PDF to verify) and every rename: the message at the field, or null when it is fine.
 */
export function fileNameProblem(name: string): string | null {
  return hasDirectionControl(name) ? documentTexts.nameDirectionControl : null;
}
