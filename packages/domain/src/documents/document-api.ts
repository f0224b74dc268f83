import { DOCUMENT_NAME_MAX_LENGTH } from '../constants';
import { documentTexts } from '../texts/documents';
import { fileNameProblem } from '../validation/file-name';

/** The owner types of spec section 7 (persons now; contracts and inquiries register with their issues). */
export const DOCUMENT_OWNER_TYPES = ['person', 'contract', 'inquire'] as const;
export type DocumentOwnerType = (typeof DOCUMENT_OWNER_TYPES)[number];

export function isDocumentOwnerType(value: unknown): value is DocumentOwnerType {
  return typeof value === 'string' && (DOCUMENT_OWNER_TYPES as readonly string[]).includes(value);
}

/** The path segment of an owner type's file lists: /persons/{id}/documents, /contracts/…, /inquire/…. */
export const ownerPathSegment: Record<DocumentOwnerType, string> = {
  person: 'persons',
  contract: 'contracts',
  inquire: 'inquire',
};

/** A document as the API answers it: spec section 3's fields, plus its owner and whether it is read-only. */
export type DocumentDto = {
  filename: string;
  original_filename: string;
  kategorie: string;
  directory: string;
  kat: string | null;
  mvp: number;
  created_at: string;
  /** The file's path under /api (fetch it with a ticket: GET /api/documents/ticket). */
  link: string;
  size: number;
  mime: string;
  owner_type: DocumentOwnerType;
  owner_id: number;
  /** Provided by the adviser: the customer can open it, not change or delete it. */
  read_only: boolean;
  /** A provided document that is one of the adviser documents (a `config.beraterdokumente` key), else null. */
  beraterdokument: string | null;
  /** A signed adviser form (issue 12): read-only as the adviser's proof, but the customer's own document. */
  signed_form: boolean;
};

export type DocumentTicket = { token: string; url: string };

export function documentLink(ownerType: DocumentOwnerType, ownerId: number, filename: string): string {
  return `/api/${ownerPathSegment[ownerType]}/${ownerId}/documents/${encodeURIComponent(filename)}`;
}

/**
 * A document name as the customer gives it: not empty, at most DOCUMENT_NAME_MAX_LENGTH characters, no
 * control characters, no bidi controls (validation/file-name.ts) and no path. Returns the message, or null
 * when the name is fine.
 */
export function documentNameProblem(name: string): string | null {
  if (name.trim() === '') return documentTexts.nameRequired;
  if ([...name].length > DOCUMENT_NAME_MAX_LENGTH) return documentTexts.nameTooLong(DOCUMENT_NAME_MAX_LENGTH);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f/\\]/.test(name)) return documentTexts.nameInvalid;
  return fileNameProblem(name);
}
