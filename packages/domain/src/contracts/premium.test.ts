import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOneOff, monthlyPremium, yearlyCents } from './premium';

describe('premium per month and year', () => {
  it.each([
    [8.9, 12, 8.9, 10_680],
    [120, 1, 10, 12_000],
    [100, 1, 8.33, 10_000],
    [45.5, 4, 15.17, 18_200],
    [300, 2, 50, 60_000],
    [0, 12, 0, 0],
  ])('%d € × %d a year: %d € a month, %d cents a year', (beitrag, zahlungsweise, monthly, yearly) => {
    expect(monthlyPremium({ beitrag, zahlungsweise })).toBe(monthly);
    expect(yearlyCents({ beitrag, zahlungsweise })).toBe(yearly);
  });

  it('has no monthly share for a one-off payment, an unknown rhythm or no amount', () => {
    expect(monthlyPremium({ beitrag: 500, zahlungsweise: 9999 })).toBeNull();
    expect(isOneOff({ beitrag: 500, zahlungsweise: 9999 })).toBe(true);
    expect(isOneOff({ beitrag: null, zahlungsweise: 9999 })).toBe(false);
    expect(monthlyPremium({ beitrag: 500, zahlungsweise: 6 })).toBeNull();
    expect(monthlyPremium({ beitrag: null, zahlungsweise: 12 })).toBeNull();
    expect(monthlyPremium({ beitrag: 10, zahlungsweise: null })).toBeNull();
  });

  it('sums in whole cents: twelve months of a yearly premium give the year back within a cent per month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), fc.constantFrom(12, 4, 2, 1), (cents, rhythm) => {
        const beitrag = cents / 100;
        const yearly = yearlyCents({ beitrag, zahlungsweise: rhythm }) as number;
        expect(yearly).toBe(cents * rhythm);
        const monthly = monthlyPremium({ beitrag, zahlungsweise: rhythm }) as number;
        expect(Math.abs(Math.round(monthly * 100) * 12 - yearly)).toBeLessThanOrEqual(6);
      }),
    );
  });
});
