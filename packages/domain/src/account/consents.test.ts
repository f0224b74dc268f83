import { describe, expect, it } from 'vitest';
import { accountTexts } from '../texts/account';
import { completeSchema } from './account-schemas';

const password = 'Sicher!2026x';

describe('activation consents (issue 27, item 13)', () => {
  it('asks for the terms and the privacy text as sign-up does', () => {
    const result = completeSchema.safeParse({
      password,
      password_confirmation: password,
      agb_check: '0',
      datenschutzerklaerung_check: '0',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['agb_check', accountTexts.termsRequired],
      ['datenschutzerklaerung_check', accountTexts.privacyRequired],
    ]);
  });

  it('refuses a body without them and takes one with both', () => {
    expect(completeSchema.safeParse({ password, password_confirmation: password }).success).toBe(false);
    expect(
      completeSchema.safeParse({
        password,
        password_confirmation: password,
        agb_check: '1',
        datenschutzerklaerung_check: '1',
      }).success,
    ).toBe(true);
  });
});
