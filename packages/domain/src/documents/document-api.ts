import { z } from 'zod';
import { DOCUMENT_NAME_MAX_LENGTH } from '../constants';
import { documentTexts } from '../texts/documents';
import { DEFAULT_KATEGORIE, isKnownDirectory } from './categories';
import { fileExtension } from './upload-rules';

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
};

export type DocumentTicket = { token: string; url: string };

export function documentLink(ownerType: DocumentOwnerType, ownerId: number, filename: string): string {
  return `/api/${ownerPathSegment[ownerType]}/${ownerId}/documents/${encodeURIComponent(filename)}`;
}

/**
 * A document name as the customer gives it: not empty, at most DOCUMENT_NAME_MAX_LENGTH characters, no
 * control characters and no path. Returns the message, or null when the name is fine.
 */
export function documentNameProblem(name: string): string | null {
  if (name.trim() === '') return documentTexts.nameRequired;
  if ([...name].length > DOCUMENT_NAME_MAX_LENGTH) return documentTexts.nameTooLong(DOCUMENT_NAME_MAX_LENGTH);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f/\\]/.test(name)) return documentTexts.nameInvalid;
  return null;
}

/** PUT /v2/document/{type}/{id}/{filename}: rename, move, re-categorise; a renamed file keeps its extension. */
export const documentUpdateSchema = z.strictObject({
  original_filename: z.string().max(1000).optional(),
  directory: z.string().max(1000).optional(),
  kategorie: z.string().max(100).optional(),
});
export type DocumentUpdate = z.infer<typeof documentUpdateSchema>;

/** The update's 422 entries ('field=>message'); `currentName` is the stored name (its extension stays). */
export function documentUpdateProblems(update: DocumentUpdate, currentName: string): string[] {
  const problems: string[] = [];
  if (update.original_filename !== undefined) {
    const name = update.original_filename;
    const problem = documentNameProblem(name);
    const extension = fileExtension(currentName);
    if (problem) problems.push(`original_filename=>${problem}`);
    else if (extension && fileExtension(name) !== extension)
      problems.push(`original_filename=>${documentTexts.keepExtension(extension)}`);
  }
  return [...problems, ...placementProblems(update)];
}

/**
 * Where a customer may file a document, for uploads and updates alike: a listed directory (or none) and
 * the customer's own kategorie (the adviser's is not theirs to give). Undefined means unchanged.
 */
export function placementProblems(placement: { directory?: string; kategorie?: string }): string[] {
  const problems: string[] = [];
  if (placement.directory !== undefined && !isKnownDirectory(placement.directory))
    problems.push(`directory=>${documentTexts.unknownDirectory}`);
  if (placement.kategorie !== undefined && placement.kategorie !== DEFAULT_KATEGORIE)
    problems.push(`kategorie=>${documentTexts.unknownKategorie}`);
  return problems;
}
