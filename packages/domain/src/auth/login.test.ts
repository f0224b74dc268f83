import { describe, expect, it } from 'vitest';
import { loginSchema } from './login';

const REQUIRED = 'Dieses Feld ist ein Pflichtfeld.';

function issues(input: unknown) {
  const result = loginSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
}

describe('loginSchema', () => {
  it('accepts the demo login and trims the e-mail', () => {
    expect(loginSchema.parse({ email: ' max.mustermann@example.com ', password: 'Muster!2026' })).toEqual({
      email: 'max.mustermann@example.com',
      password: 'Muster!2026',
    });
  });

  it('does not apply the password policy (old passwords must work)', () => {
    expect(loginSchema.safeParse({ email: 'a@b.de', password: 'x' }).success).toBe(true);
  });

  it('keeps the password as typed (no trimming)', () => {
    expect(loginSchema.parse({ email: 'a@b.de', password: ' geheim ' }).password).toBe(' geheim ');
  });

  it('rejects a bad e-mail with the German message on the email field', () => {
    expect(issues({ email: 'kein-mail', password: 'x' })).toEqual([
      { path: ['email'], message: 'Bitte gib eine gültige E-Mail-Adresse ein.' },
    ]);
  });

  it('requires both fields', () => {
    expect(issues({ email: '', password: '' })).toEqual(
      expect.arrayContaining([
        { path: ['email'], message: REQUIRED },
        { path: ['password'], message: REQUIRED },
      ]),
    );
    expect(issues({})).toEqual([
      { path: ['email'], message: REQUIRED },
      { path: ['password'], message: REQUIRED },
    ]);
  });

  it('rejects non-string values', () => {
    expect(issues({ email: 1, password: true })).toEqual([
      { path: ['email'], message: REQUIRED },
      { path: ['password'], message: REQUIRED },
    ]);
  });

  it('limits the password to 200 characters', () => {
    expect(loginSchema.safeParse({ email: 'a@b.de', password: 'p'.repeat(200) }).success).toBe(true);
    expect(issues({ email: 'a@b.de', password: 'p'.repeat(201) }).map((issue) => issue.path)).toEqual([
      ['password'],
    ]);
  });

  it('refuses unknown keys (an API never drops what it was sent)', () => {
    const result = loginSchema.safeParse({ email: 'a@b.de', password: 'x', admin: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ code: 'unrecognized_keys', keys: ['admin'] }),
    ]);
  });
});
