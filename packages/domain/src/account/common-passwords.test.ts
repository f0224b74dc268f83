import { describe, expect, it } from 'vitest';
import { commonPasswordCount, isCommonPassword } from './common-passwords';
import { meetsPasswordPolicy } from './password-policy';

describe('isCommonPassword', () => {
  it('ships a list of at least 10,000 passwords', async () => {
    expect(await commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });

  it.each(['123456', 'password', 'qwerty', 'P@ssw0rd', 'PA$$W0RD', 'Zaq!2wsx'])('knows %j', async (pw) => {
    expect(await isCommonPassword(pw)).toBe(true);
  });

  it('catches common passwords that meet the policy, whatever the case', async () => {
    expect(meetsPasswordPolicy('P@ssw0rd')).toBe(true);
    expect(await isCommonPassword('P@ssw0rd')).toBe(true);
    expect(await isCommonPassword('p@SSW0RD')).toBe(true);
  });

  it.each(['Muster!2026', 'Sehr!Geheim2026', 'kX9#vQ2!pL', ''])('lets %j pass', async (pw) => {
    expect(await isCommonPassword(pw)).toBe(false);
  });
});
