import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { passwordTexts } from '../texts/password';
import { changePasswordSchema, completeSchema, resetPasswordSchema, signupSchema } from './account-schemas';
import { meetsPasswordPolicy, newPasswordErrors, passwordChecks } from './password-policy';

/** A password that meets every rule but the length one, exactly `length` characters long. */
const ofLength = (length: number) => `Ab1!${'kQz7'.repeat(20)}`.slice(0, length);

describe('password policy length (spec section 5: 8 to 50 characters)', () => {
  it('has the bounds 8 and 50', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(50);
    expect(passwordTexts.length).toBe('Zwischen 8 und 50 Zeichen');
  });

  it.each([
    [7, false],
    [8, true],
    [50, true],
    [51, false],
  ])('%i characters: %s', (length, ok) => {
    const password = ofLength(length);
    expect([...password]).toHaveLength(length);
    expect(passwordChecks(password)).toEqual({
      length: ok,
      lower: true,
      upper: true,
      digit: true,
      special: true,
    });
    expect(meetsPasswordPolicy(password)).toBe(ok);
    expect(newPasswordErrors(password, password)).toEqual(ok ? {} : { password: passwordTexts.notSecure });
  });

  it('counts characters, not UTF-16 units: 50 emoji-free code points incl. astral ones pass, 51 fail', () => {
    const astral = `Ab1!${'𝒜'.repeat(46)}`;
    expect([...astral]).toHaveLength(50);
    expect(meetsPasswordPolicy(astral)).toBe(true);
    expect(meetsPasswordPolicy(`${astral}x`)).toBe(false);
  });

  it.each([
    [7, false],
    [8, true],
    [50, true],
    [51, false],
  ])('every new-password schema takes %i characters: %s', (length, ok) => {
    const password = ofLength(length);
    const bodies = [
      [
        completeSchema,
        { password, password_confirmation: password, agb_check: '1', datenschutzerklaerung_check: '1' },
        'password',
      ],
      [resetPasswordSchema, { code: 'c', password, password_confirmation: password }, 'password'],
      [
        changePasswordSchema,
        { password: 'Alt!2026x', neues_passwort: password, password_new_confirmation: password },
        'neues_passwort',
      ],
    ] as const;
    for (const [schema, body, field] of bodies) {
      const result = schema.safeParse(body);
      expect(result.success, field).toBe(ok);
      if (!result.success)
        expect(result.error.issues).toEqual([
          expect.objectContaining({ path: [field], message: passwordTexts.notSecure }),
        ]);
    }
    const signup = signupSchema.safeParse({
      firstname: 'Nora',
      lastname: 'Neumann',
      email: 'nora@example.com',
      password,
      password_confirmation: password,
      agb_check: '1',
      datenschutzerklaerung_check: '1',
      phone: '+49 151 23456789',
      token: '123456',
    });
    expect(signup.success).toBe(ok);
  });
});
