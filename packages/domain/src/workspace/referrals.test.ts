import { describe, expect, it } from 'vitest';
import { REFERRAL_VALUE_MAX_CENTS, referralCentsOf } from './referrals';

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
