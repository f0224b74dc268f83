import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REFERRAL_VALUE_MAX_CENTS, referralAmountText, referralCentsOf } from './referrals';

describe('referralCentsOf', () => {
  it('reads euros as typed into cents, up to the bound', () => {
    expect(referralCentsOf('25')).toEqual({ ok: true, cents: 2500 });
    expect(referralCentsOf('12,50')).toEqual({ ok: true, cents: 1250 });
    expect(referralCentsOf('1.000')).toEqual({ ok: true, cents: REFERRAL_VALUE_MAX_CENTS });
    expect(referralCentsOf('1.000,01')).toEqual({
      ok: false,
      message: 'Bitte geben Sie höchstens 1000 € ein.',
    });
    expect(referralCentsOf('-1')).toMatchObject({ ok: false });
    expect(referralCentsOf('viel')).toEqual({
      ok: false,
      message: 'Bitte geben Sie einen Betrag in Euro ein, z. B. 25 oder 12,50.',
    });
  });
});

describe('referralAmountText', () => {
  it('shows cents as the form edits them: whole euros bare, others with two decimals', () => {
    expect(referralAmountText(2500)).toBe('25');
    expect(referralAmountText(5050)).toBe('50,50');
    expect(referralAmountText(5)).toBe('0,05');
    expect(referralAmountText(REFERRAL_VALUE_MAX_CENTS)).toBe('1.000');
  });

  it('reads back as the same cents for every allowed amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: REFERRAL_VALUE_MAX_CENTS }), (cents) => {
        expect(referralCentsOf(referralAmountText(cents))).toEqual({ ok: true, cents });
      }),
    );
  });
});
