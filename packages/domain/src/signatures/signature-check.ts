import { z } from 'zod';
import { signatureTexts as texts } from '../texts/signatures';

/**
 * The signature check (issue 27, mission row 33): POST /api/signaturen/pruefen takes a signed PDF (field
 * `file`) or the document ID and content hash printed in its footer (fields `dokument_id`, `hash`) and
 * answers whether it is what was signed. ADR 039.
 */
export const SIGNATURE_CHECK_STATUSES = ['unveraendert', 'veraendert', 'unbekannt'] as const;
export type SignatureCheckStatus = (typeof SIGNATURE_CHECK_STATUSES)[number];

/** What the PDF itself prints about its signing: nothing more (no e-mail, no customer number). */
export type SignedDocumentFacts = {
  /** The form's title as printed at the top of the PDF. */
  formular: string;
  version: number;
  /** ISO 8601. */
  unterschrieben_am: string;
  /** The signer's name as printed beside the signature. */
  unterschrieben_von: string;
};

export type SignatureCheckResponse = {
  status: SignatureCheckStatus;
  /** Only for 'unveraendert'. */
  dokument?: SignedDocumentFacts;
};

/** The multipart fields the check takes; any other is refused. */
export const SIGNATURE_CHECK_FIELDS = { file: 'file', id: 'dokument_id', hash: 'hash' } as const;

const DOCUMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SHA256_HEX = /^[0-9a-f]{64}$/;

/** A typed or pasted ID or hash as compared: trimmed, lower case (the footer prints lower case). */
export const normalisedCheckInput = (value: string) => value.trim().toLowerCase();

/** The `field=>message` entries for a check by ID and hash; [] when both are well-formed. */
export function idCheckProblems(input: { id: string; hash: string }): string[] {
  const id = normalisedCheckInput(input.id);
  const hash = normalisedCheckInput(input.hash);
  const problems: string[] = [];
  if (id === '') problems.push(`${SIGNATURE_CHECK_FIELDS.id}=>${texts.idRequired}`);
  else if (!DOCUMENT_ID.test(id)) problems.push(`${SIGNATURE_CHECK_FIELDS.id}=>${texts.idInvalid}`);
  if (hash === '') problems.push(`${SIGNATURE_CHECK_FIELDS.hash}=>${texts.hashRequired}`);
  else if (!SHA256_HEX.test(hash)) problems.push(`${SIGNATURE_CHECK_FIELDS.hash}=>${texts.hashInvalid}`);
  return problems;
}

/** The check's answer as the route's response schema (ADR 100). */
export const signatureCheckResponseSchema = z.object({
  status: z.enum(SIGNATURE_CHECK_STATUSES),
  dokument: z
    .object({
      formular: z.string(),
      version: z.number().int(),
      unterschrieben_am: z.string().meta({ description: 'ISO 8601' }),
      unterschrieben_von: z.string(),
    })
    .optional()
    .meta({ description: "only for 'unveraendert'" }),
}) satisfies z.ZodType<SignatureCheckResponse>;
