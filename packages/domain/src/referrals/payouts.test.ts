import { describe, expect, it } from 'vitest';
import { paymentsTotal, referralSlideCount, shownAmount, sortPayments, tierValueCents } from './payouts';

describe('shownAmount', () => {
  it('adds amount and bonus exact to the cent', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(shownAmount({ amount: 0.1, bonus: 0.2 })).toBe(0.3);
    expect(shownAmount({ amount: 25, bonus: 5 })).toBe(30);
    expect(shownAmount({ amount: 25, bonus: 0 })).toBe(25);
    expect(shownAmount({ amount: 19.99, bonus: 0.01 })).toBe(20);
    expect(shownAmount({ amount: 1.15, bonus: 2.2 })).toBe(3.35);
    expect(shownAmount({ amount: 0, bonus: 0 })).toBe(0);
  });
});

describe('sortPayments', () => {
  const at = (paidAt: string, id: string) => ({ paidAt, id });

  it('puts the newest payout first', () => {
    const sorted = sortPayments([
      at('2026-01-10T10:00:00.000Z', 'jan'),
      at('2026-03-01T10:00:00.000Z', 'mar'),
      at('2026-02-15T10:00:00.000Z', 'feb'),
    ]);
    expect(sorted.map((payment) => payment.id)).toEqual(['mar', 'feb', 'jan']);
  });

  it('keeps the order of payouts at the same time, across time zone spellings, and leaves the input alone', () => {
    const input = [
      at('2026-02-01T10:00:00.000Z', 'a'),
      at('2026-02-01T11:00:00+01:00', 'b'),
      at('2026-03-01T00:00:00.000Z', 'new'),
      at('2026-02-01T10:00:00Z', 'c'),
    ];
    const copy = [...input];
    expect(sortPayments(input).map((payment) => payment.id)).toEqual(['new', 'a', 'b', 'c']);
    expect(input).toEqual(copy);
    expect(sortPayments([])).toEqual([]);
  });
});

describe('paymentsTotal', () => {
  it('sums amounts and bonuses to the cent', () => {
    expect(paymentsTotal([])).toBe(0);
    expect(
      paymentsTotal([
        { amount: 25, bonus: 5 },
        { amount: 50, bonus: 0 },
        { amount: 0.1, bonus: 0.2 },
      ]),
    ).toBe(80.3);
    expect(paymentsTotal(Array.from({ length: 10 }, () => ({ amount: 0.1, bonus: 0 })))).toBe(1);
  });
});

describe('referralSlideCount', () => {
  it('is 2 with no or one tier, 3 with more', () => {
    expect(referralSlideCount([])).toBe(2);
    expect(referralSlideCount([{ value: 25 }])).toBe(2);
    expect(referralSlideCount([{ value: 25 }, { value: 50 }])).toBe(3);
    expect(referralSlideCount([{ value: 25 }, { value: 50 }, { value: 75 }])).toBe(3);
  });
});

describe('tierValueCents', () => {
  const tiers = [
    { minCount: 3, valueCents: 5000 },
    { minCount: 1, valueCents: 2500 },
    { minCount: 10, valueCents: 10000 },
  ];

  it('values the nth referral by the highest tier reached, whatever the order of the tiers', () => {
    expect(tierValueCents(tiers, 1)).toBe(2500);
    expect(tierValueCents(tiers, 2)).toBe(2500);
    expect(tierValueCents(tiers, 3)).toBe(5000);
    expect(tierValueCents(tiers, 9)).toBe(5000);
    expect(tierValueCents(tiers, 10)).toBe(10000);
    expect(tierValueCents(tiers, 1000)).toBe(10000);
  });

  it('is nothing below the first tier and without tiers', () => {
    expect(tierValueCents(tiers, 0)).toBe(0);
    expect(tierValueCents([{ minCount: 2, valueCents: 2500 }], 1)).toBe(0);
    expect(tierValueCents([{ minCount: 2, valueCents: 2500 }], 2)).toBe(2500);
    expect(tierValueCents([], 5)).toBe(0);
  });
});
