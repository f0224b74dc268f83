import { describe, expect, it } from 'vitest';
import { commonPasswordCount, isCommonPassword, passwordCore } from './common-passwords';
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

  it.each(['Password1!', 'Sommer2026!', '!!Hallo123', 'P@ssw0rd!2026', 'Muster!2026', 'Berlin#1990'])(
    'catches the common word %j is dressed up from',
    async (pw) => {
      expect(meetsPasswordPolicy(pw)).toBe(true);
      expect(await isCommonPassword(pw)).toBe(true);
    },
  );

  it('reads the core of a password without the digits and symbols around it and without look-alikes', () => {
    expect(passwordCore('P@ssw0rd!2026')).toBe('password');
    expect(passwordCore('2026!Sommer!')).toBe('sommer');
    expect(passwordCore('Ab1!')).toBe('ab');
  });

  it.each(['Sehr!Geheim2026', 'Beispiel!2026', 'kX9#vQ2!pL', 'Abc1!', 'Neu!k3x9A1', ''])(
    'lets %j pass',
    async (pw) => {
      expect(await isCommonPassword(pw)).toBe(false);
    },
  );
});
