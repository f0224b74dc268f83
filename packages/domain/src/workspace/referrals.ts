import { z } from 'zod';
import { VOUCHER_TYPES } from '../referrals/vouchers';
import { workspaceTexts } from '../texts/workspace';
import { formatAmount, parseAmount } from '../validation/amount';

/**
 * The referral programme from the workspace (issue 14; before: admin commands referral-tiers,
 * referral-confirm, referral-payout). Amounts travel in cents.
 *
 * GET  /api/berater/empfehlungen                       → AgencyReferrals
 * PUT  /api/berater/empfehlungen/stufen { tiers }      → { tiers }
 * POST /api/berater/empfehlungen/{id}/bestaetigen { voucherType, bonusCents? } → { referral }
 * POST /api/berater/empfehlungen/{id}/auszahlen        → { referral } (and the referrer's mail)
 */
export const REFERRAL_TIERS_MAX = 10;
export const TIER_COUNT_MAX = 999;
/** The most one referral is worth, and the most bonus: 1.000 € (a voucher, not a commission). */
export const REFERRAL_VALUE_MAX_CENTS = 100_000;

const texts = workspaceTexts.referrals;

const cents = z
  .number({ error: texts.invalidAmount })
  .int({ error: texts.invalidAmount })
  .min(0, { error: texts.invalidAmount })
  .max(REFERRAL_VALUE_MAX_CENTS, { error: texts.amountTooHigh(REFERRAL_VALUE_MAX_CENTS / 100) });

/** A euro amount as an adviser types it ('25', '12,50') in cents, within the programme's bounds. */
export function referralCentsOf(typed: string): { ok: true; cents: number } | { ok: false; message: string } {
  const parsed = parseAmount(typed);
  if (!parsed.ok || parsed.value < 0) return { ok: false, message: texts.invalidAmount };
  const value = Math.round(parsed.value * 100);
  const checked = cents.safeParse(value);
  return checked.success
    ? { ok: true, cents: value }
    : { ok: false, message: checked.error.issues[0]?.message ?? '' };
}

/** An amount in cents as the form shows it for editing: '25', '50,50', '1.000' — what referralCentsOf reads back. */
export function referralAmountText(cents: number): string {
  return formatAmount(cents / 100, { decimals: cents % 100 === 0 ? 0 : 2 });
}

export const referralTierSchema = z.strictObject({
  minCount: z
    .number({ error: texts.invalidCount(TIER_COUNT_MAX) })
    .int({ error: texts.invalidCount(TIER_COUNT_MAX) })
    .min(1, { error: texts.invalidCount(TIER_COUNT_MAX) })
    .max(TIER_COUNT_MAX, { error: texts.invalidCount(TIER_COUNT_MAX) }),
  valueCents: cents,
});
export type ReferralTierRule = z.infer<typeof referralTierSchema>;

export const referralTiersInputSchema = z
  .strictObject({
    tiers: z
      .array(referralTierSchema)
      .max(REFERRAL_TIERS_MAX, { error: texts.tooManyTiers(REFERRAL_TIERS_MAX) }),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<number>();
    value.tiers.forEach((tier, index) => {
      if (seen.has(tier.minCount))
        ctx.addIssue({ code: 'custom', path: ['tiers', index, 'minCount'], message: texts.duplicateCount });
      seen.add(tier.minCount);
    });
  });

export const confirmReferralSchema = z.strictObject({
  voucherType: z.enum(VOUCHER_TYPES.map((voucher) => voucher.type) as [string, ...string[]], {
    error: texts.invalidVoucher,
  }),
  bonusCents: cents.optional(),
});
export type ConfirmReferralInput = z.infer<typeof confirmReferralSchema>;

export const agencyReferralSchema = z.object({
  id: z.number().int(),
  referrer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  referred: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  status: z.enum(['registriert', 'bestaetigt']),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  payment: z
    .object({
      amountCents: z.number().int(),
      bonusCents: z.number().int(),
      voucherType: z.string(),
      paidAt: z.string().nullable(),
    })
    .nullable(),
});
export type AgencyReferral = z.infer<typeof agencyReferralSchema>;

export type AgencyReferrals = { tiers: ReferralTierRule[]; referrals: AgencyReferral[] };

const tierRuleSchema = z.object({ minCount: z.number().int(), valueCents: z.number().int() });

/** The answer of GET /api/berater/empfehlungen. */
export const agencyReferralsSchema = z.object({
  tiers: z.array(tierRuleSchema),
  referrals: z.array(agencyReferralSchema),
}) satisfies z.ZodType<AgencyReferrals>;

/** The answer of PUT /api/berater/empfehlungen/stufen: the tiers as stored, by count. */
export const referralTiersSchema = z.object({
  tiers: z.array(tierRuleSchema),
}) satisfies z.ZodType<{ tiers: ReferralTierRule[] }>;

/** The answer of confirming a referral and of recording its payout: the referral as it is now. */
export const agencyReferralResponseSchema = z.object({
  referral: agencyReferralSchema,
}) satisfies z.ZodType<{ referral: AgencyReferral }>;
