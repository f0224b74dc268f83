import type { ReferralPayment } from './referral-api';

/** The amount shown for a payout (spec section 9): amount plus bonus, in whole cents to avoid float sums. */
export function shownAmount(payment: Pick<ReferralPayment, 'amount' | 'bonus'>): number {
  return Math.round(payment.amount * 100 + payment.bonus * 100) / 100;
}

/** Payouts newest first (spec section 9); equal times keep their order. */
export function sortPayments<T extends Pick<ReferralPayment, 'paidAt'>>(payments: readonly T[]): T[] {
  return [...payments].sort((a, b) => Date.parse(b.paidAt) - Date.parse(a.paidAt));
}

/** Everything paid out so far. */
export function paymentsTotal(payments: readonly Pick<ReferralPayment, 'amount' | 'bonus'>[]): number {
  return (
    Math.round(payments.reduce((sum, payment) => sum + payment.amount * 100 + payment.bonus * 100, 0)) / 100
  );
}

/** Referral page slides (spec section 9): 2, or 3 when there is more than one payout tier. */
export function referralSlideCount(tiers: readonly unknown[]): 2 | 3 {
  return tiers.length > 1 ? 3 : 2;
}

/** An adviser's tier: from this many successful referrals on, each is worth `valueCents`. */
export type TierRule = { minCount: number; valueCents: number };

/**
 * The value of the `nth` successful referral of a referrer (1-based): the tier with the highest `minCount`
 * not above `nth`; nothing below the first tier.
 */
export function tierValueCents(tiers: readonly TierRule[], nth: number): number {
  let value = 0;
  for (const tier of [...tiers].sort((a, b) => a.minCount - b.minCount))
    if (nth >= tier.minCount) value = tier.valueCents;
  return value;
}
