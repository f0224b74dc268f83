import { z } from 'zod';
import type { VermittlerStatus } from '../texts/imprint';
import type { LegalDocumentKey } from '../texts/legal';

export const VERMITTLER_STATUSES: readonly VermittlerStatus[] = ['makler', 'vertreter', 'gebunden'];

export function isVermittlerStatus(value: unknown): value is VermittlerStatus {
  return typeof value === 'string' && (VERMITTLER_STATUSES as readonly string[]).includes(value);
}

/** What an agency's imprint shows (§ 5 DDG, § 15 VersVermV): only data meant for the public. */
export type AgencyImprint = {
  firma: string | null;
  name: string;
  address: string[];
  phone: string | null;
  email: string | null;
  registernummer: string | null;
  vermittlerstatus: VermittlerStatus | null;
  ihk: string | null;
};

/**
 * GET /api/rechtstexte?berater={sign-up code} (no token; issue 27, ADR 034): the imprint and the legal
 * texts of the agency whose sign-up code it is, else (no code, or one nobody has) the operator's imprint
 * (`impressum` null) and the portal's default texts (`markdown` null).
 */
export type PublicLegalAnswer = {
  impressum: AgencyImprint | null;
  texts: Record<LegalDocumentKey, { version: string; markdown: string | null }>;
};

/** The query: a sign-up code is a short word (as in #/intro/registrierung?berater=…). */
export const publicLegalQuerySchema = z.strictObject({
  berater: z
    .string()
    .trim()
    .regex(/^[\p{L}\p{N}_.-]{1,64}$/u, 'Unbekannter Code')
    .optional(),
});

const agencyImprintSchema = z.object({
  firma: z.string().nullable(),
  name: z.string(),
  address: z.array(z.string()),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  registernummer: z.string().nullable(),
  vermittlerstatus: z.enum(['makler', 'vertreter', 'gebunden']).nullable(),
  ihk: z.string().nullable(),
}) satisfies z.ZodType<AgencyImprint>;

/** GET /api/rechtstexte */
export const publicLegalAnswerSchema = z.object({
  impressum: agencyImprintSchema.nullable(),
  texts: z.record(z.string(), z.object({ version: z.string(), markdown: z.string().nullable() })),
}) as unknown as z.ZodType<PublicLegalAnswer>;
