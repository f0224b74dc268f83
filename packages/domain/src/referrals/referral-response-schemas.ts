import { z } from 'zod';
import type {
  RecommendationResponse,
  ReferralInvitation,
  ReferralLinkResponse,
  ReferralPaymentsResponse,
  ReferralsResponse,
  ReferralTiersResponse,
  ShareTextResponse,
  VoucherTypesResponse,
} from './referral-api';

/**
 * The answers of the referral programme's reads (referral-api.ts) as zod schemas: the routes' response
 * schemas (ADR 100). Each is checked against its API type, so a field one of them forgets fails the type check.
 */
export const referralLinkResponseSchema = z.object({
  url: z.string(),
}) satisfies z.ZodType<ReferralLinkResponse>;

export const referralTiersResponseSchema = z.object({
  tiers: z.array(
    z.object({
      value: z.number().meta({ description: 'euro per successful referral in this tier' }),
      ab: z.number().int().meta({ description: 'from which successful referral on the tier applies' }),
    }),
  ),
}) satisfies z.ZodType<ReferralTiersResponse>;

const euro = z.number().meta({ description: 'euro' });

export const referralPaymentsResponseSchema = z.object({
  payments: z.array(
    z.object({
      amount: euro,
      bonus: euro,
      voucherType: z.string(),
      paidAt: z.string().meta({ description: 'ISO 8601' }),
      interessent: z.object({ vorname: z.string(), name: z.string() }),
    }),
  ),
}) satisfies z.ZodType<ReferralPaymentsResponse>;

export const voucherTypesResponseSchema = z.object({
  voucherTypes: z.array(
    z.object({
      type: z.string(),
      displayName: z.string(),
      display: z.object({ background: z.enum(['dark', 'yellow', 'grey']), card: z.boolean() }),
    }),
  ),
}) satisfies z.ZodType<VoucherTypesResponse>;

export const shareTextResponseSchema = z.object({ text: z.string() }) satisfies z.ZodType<ShareTextResponse>;

export const referralsResponseSchema = z.object({
  referrals: z.array(
    z.object({
      id: z.number().int(),
      vorname: z.string(),
      name: z.string(),
      status: z.enum(['registriert', 'bestaetigt']),
      registriert_am: z.string(),
      bestaetigt_am: z.string().nullable(),
      auszahlung: z
        .object({ amount: euro, bonus: euro, voucherType: z.string(), paidAt: z.string().nullable() })
        .nullable(),
    }),
  ),
}) satisfies z.ZodType<ReferralsResponse>;

export const recommendationResponseSchema = z.object({
  url: z.string(),
  chooserTitle: z.string(),
  subject: z.string(),
  message: z.string(),
  description: z.string(),
}) satisfies z.ZodType<RecommendationResponse>;

export const referralInvitationResponseSchema = z.object({
  empfehlung: z.object({
    vorname: z.string(),
    berater: z.string().nullable(),
  }) satisfies z.ZodType<ReferralInvitation>,
});

/** GET /api/empfehlung/{slug}: a slug that is no referral slug names nothing (404, not 422). */
export const referralSlugParamsSchema = z.object({
  slug: z.string().meta({ description: "a customer's referral slug" }),
});
