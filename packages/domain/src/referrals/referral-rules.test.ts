import { describe, expect, it } from 'vitest';
import { referralTexts } from '../texts/referrals';
import { isReferralSlug, referralProblem } from './referral-rules';

describe('referralProblem', () => {
  const input = {
    referrerEmail: 'Anna.Albers@Example.com',
    referrerPhone: '4915112345678',
    newEmail: 'bernd@example.com',
    newPhone: '4915187654321',
    alreadyReferred: false,
  };

  it('accepts a new person', () => {
    expect(referralProblem(input)).toBeNull();
    expect(referralProblem({ ...input, referrerPhone: null })).toBeNull();
  });

  it('refuses the same e-mail address, in any case and with spaces around', () => {
    expect(referralProblem({ ...input, newEmail: ' anna.albers@example.COM ' })).toBe(
      referralTexts.selfReferral,
    );
    expect(referralTexts.selfReferral).toBe('Du kannst Dich nicht selbst empfehlen.');
  });

  it('refuses the same mobile number', () => {
    expect(referralProblem({ ...input, newPhone: input.referrerPhone })).toBe(referralTexts.selfReferral);
  });

  it('refuses someone already referred or a customer already, self-referral first', () => {
    expect(referralProblem({ ...input, alreadyReferred: true })).toBe(referralTexts.alreadyReferred);
    expect(referralTexts.alreadyReferred).toBe('Diese Person wurde bereits empfohlen.');
    expect(referralProblem({ ...input, newPhone: input.referrerPhone, alreadyReferred: true })).toBe(
      referralTexts.selfReferral,
    );
  });
});

describe('isReferralSlug', () => {
  it('accepts 22 base64url characters', () => {
    expect(isReferralSlug('AbCdEfGhIjKlMnOpQrSt01')).toBe(true);
    expect(isReferralSlug('abc-def_ghi-jkl_mno-pq')).toBe(true);
    expect(isReferralSlug('0123456789012345678901')).toBe(true);
  });

  it('refuses 21 or 23 characters and characters outside base64url', () => {
    expect(isReferralSlug('AbCdEfGhIjKlMnOpQrSt0')).toBe(false);
    expect(isReferralSlug('AbCdEfGhIjKlMnOpQrSt012')).toBe(false);
    expect(isReferralSlug('')).toBe(false);
    for (const bad of ['+', '/', '=', '.', ' ', 'ä', '%', '\n'])
      expect(isReferralSlug(`AbCdEfGhIjKlMnOpQrSt0${bad}`), JSON.stringify(bad)).toBe(false);
    expect(isReferralSlug('AbCdEfGhIjKlMnOpQrSt01\n')).toBe(false);
    expect(isReferralSlug(' AbCdEfGhIjKlMnOpQrSt01')).toBe(false);
  });
});
