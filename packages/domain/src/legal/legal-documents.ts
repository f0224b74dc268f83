import { z } from 'zod';
import type { ConfigFlag } from '../account/config-flags';
import type { LegalDocumentKey } from '../texts/legal';

export const LEGAL_DOCUMENT_KEYS: readonly LegalDocumentKey[] = ['nutzungsbedingungen', 'datenschutz'];

/** The config flag that shows a legal page (spec section 6, its spelling 'nutzungsbedinungen' kept). */
export const legalDocumentFlag: Readonly<Record<LegalDocumentKey, ConfigFlag>> = {
  nutzungsbedingungen: 'nutzungsbedinungen',
  datenschutz: 'datenschutz',
};

/** Longest adviser legal text accepted, in bytes of UTF-8 (a long privacy policy is some 60 KB). */
export const LEGAL_MARKDOWN_MAX_BYTES = 200_000;

/**
 * GET /api/legal/{key}: the adviser's own text as markdown (rendered safely by the web app), or `markdown`
 * null for the portal's default text; `version` changes with every new text of the adviser.
 */
export type LegalDocumentAnswer = {
  key: LegalDocumentKey;
  title: string;
  version: string;
  markdown: string | null;
};

export const legalDocumentAnswerSchema = z.object({
  key: z.enum(LEGAL_DOCUMENT_KEYS as unknown as [LegalDocumentKey, ...LegalDocumentKey[]]),
  title: z.string(),
  version: z.string(),
  markdown: z.string().nullable().meta({ description: "the adviser's own text; null: the portal's default" }),
}) satisfies z.ZodType<LegalDocumentAnswer>;

/** The path of a legal text (any key: one that names no text is the route's 404, not a 422). */
export const legalKeyParamsSchema = z.object({
  key: z.string().meta({ description: 'nutzungsbedingungen or datenschutz' }),
});

export function isLegalDocumentKey(value: unknown): value is LegalDocumentKey {
  return typeof value === 'string' && (LEGAL_DOCUMENT_KEYS as readonly string[]).includes(value);
}

/** The version of a legal text the customer is shown: the adviser's own text's, else the default's '1'. */
export function legalVersion(
  own: Partial<Record<LegalDocumentKey, { version: string }>> | null | undefined,
  key: LegalDocumentKey,
): string {
  return own?.[key]?.version ?? '1';
}
