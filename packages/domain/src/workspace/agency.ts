import { z } from 'zod';
import type { BrandTokens } from '../branding/brand-tokens';
import { LEGAL_DOCUMENT_KEYS, LEGAL_MARKDOWN_MAX_BYTES } from '../legal/legal-documents';
import { VERMITTLER_STATUSES } from '../legal/public-legal';
import type { LegalDocumentKey } from '../texts/legal';
import { workspaceTexts } from '../texts/workspace';
import { isValidEmail } from '../validation/email';
import { isStorableText } from '../validation/storable-text';

/**
 * The agency's own page in the workspace (issue 14; before: the admin commands `branding` and `legal`):
 * its contact data as customers see it on their adviser page, its brand, and its legal texts.
 *
 * GET /api/berater/agentur                        → Agency
 * PUT /api/berater/agentur { ...AgencyProfile }   → Agency
 * PUT /api/berater/agentur/marke { tokens }       → Agency ({} is the app's own look)
 * POST /api/berater/agentur/logo, /foto (multipart `file`) → Agency
 * PUT /api/berater/agentur/rechtstexte/{key} { markdown: string | null } → Agency (null: the default text)
 * GET /api/berater/agentur/protokoll             → { entries } (the agency's own change log, audit-log.ts)
 */
export const AGENCY_TEXT_MAX = 120;
const texts = workspaceTexts.agency;

const text = (required: boolean, max = AGENCY_TEXT_MAX) => {
  const base = z
    .string({ error: texts.required })
    .trim()
    .max(max, { error: texts.tooLong(max) })
    .refine(isStorableText, texts.invalidText);
  return required ? base.refine((value) => value.length > 0, texts.required) : base;
};

export const agencyProfileSchema = z.strictObject({
  anrede: z.enum(['Herr', 'Frau'], { error: texts.anredeInvalid }),
  vorname: text(true),
  name: text(true),
  firma: text(false),
  email: z.string({ error: texts.required }).trim().refine(isValidEmail, texts.emailInvalid),
  phone: text(false, 40),
  mobile: text(false, 40),
  address: text(false),
  addressnumber: text(false, 20),
  streetcode: z
    .string({ error: texts.streetcodeInvalid })
    .trim()
    .refine((value) => value === '' || /^\d{5}$/.test(value), texts.streetcodeInvalid),
  city: text(false),
  registernummer: text(false, 40),
  /** The broker's status and the chamber for the public imprint (issue 27, ADR 034); '' when not given. */
  vermittlerstatus: z
    .enum(['', ...VERMITTLER_STATUSES], { error: texts.vermittlerstatusInvalid })
    .default(''),
  ihk: text(false).default(''),
});
export type AgencyProfile = z.infer<typeof agencyProfileSchema>;

export const legalTextInputSchema = z.strictObject({
  markdown: z
    .string({ error: texts.legalRequired })
    .refine((value) => value.trim().length > 0, texts.legalRequired)
    .refine((value) => new TextEncoder().encode(value).length <= LEGAL_MARKDOWN_MAX_BYTES, {
      error: texts.legalTooLong(LEGAL_MARKDOWN_MAX_BYTES / 1000),
    })
    .refine(isStorableText, texts.invalidText)
    .nullable(),
});

/** PUT /api/berater/agentur/marke: the tokens as branding/brand-tokens.ts checks them (format, contrast). */
export const agencyBrandSchema = z.strictObject({
  tokens: z.record(z.string(), z.unknown(), { error: texts.tokensRequired }),
});

export function isAgencyLegalKey(value: unknown): value is LegalDocumentKey {
  return typeof value === 'string' && (LEGAL_DOCUMENT_KEYS as readonly string[]).includes(value);
}

export type Agency = {
  id: number;
  profile: AgencyProfile;
  branding: BrandTokens;
  /** The images' addresses (their key is in the URL, so a new image is a new address), or null. */
  logo: string | null;
  photo: boolean;
  legal: Record<LegalDocumentKey, { markdown: string | null; version: string }>;
};
