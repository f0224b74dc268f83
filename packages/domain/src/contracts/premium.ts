/**
 * Premiums normalised to a month (liquidity, the contract list): zahlungsweise is the number of
 * payments a year (12, 4, 2, 1); 9999 is a one-off payment, which has no monthly share and is listed
 * apart. Sums are kept in whole cents a year, so totals never collect rounding errors; a month is a
 * year's cents / 12, rounded only when shown.
 */

export const ONE_OFF = 9999;
export const PAYMENTS_PER_YEAR = [12, 4, 2, 1] as const;

export type PremiumSource = { beitrag: number | null; zahlungsweise: number | null; status?: string };

/** Whole cents of a euro amount with at most two decimals. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** Cents paid a year, or null when there is no regular premium (none entered, one-off, unknown rhythm). */
export function yearlyCents(source: PremiumSource): number | null {
  const { beitrag, zahlungsweise } = source;
  if (beitrag === null || zahlungsweise === null) return null;
  if (!(PAYMENTS_PER_YEAR as readonly number[]).includes(zahlungsweise)) return null;
  return toCents(beitrag) * zahlungsweise;
}

/** The monthly share in euro (two decimals, rounded half up), or null as for yearlyCents. */
export function monthlyPremium(source: PremiumSource): number | null {
  const cents = yearlyCents(source);
  return cents === null ? null : Math.round(cents / 12) / 100;
}

/** A one-off payment (zahlungsweise 9999) with an amount. */
export function isOneOff(source: PremiumSource): boolean {
  return source.zahlungsweise === ONE_OFF && source.beitrag !== null;
}
