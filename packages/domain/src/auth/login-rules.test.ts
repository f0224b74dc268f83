import { describe, expect, it } from 'vitest';
import { LOGIN_PASSWORD_MAX, loginFieldErrors } from './login-rules';

describe('loginFieldErrors', () => {
  it('accepts a valid e-mail (trimmed) and any non-empty password', () => {
    expect(loginFieldErrors({ email: ' max.mustermann@example.com ', password: 'x' })).toEqual({});
  });

  it('requires both fields', () => {
    expect(loginFieldErrors({ email: '  ', password: '' })).toEqual({
      email: 'Dieses Feld ist ein Pflichtfeld.',
      password: 'Dieses Feld ist ein Pflichtfeld.',
    });
  });

  it('rejects an invalid e-mail with the shared rule', () => {
    expect(loginFieldErrors({ email: 'max@', password: 'x' }).email).toBe(
      'Bitte gib eine gültige E-Mail-Adresse ein.',
    );
  });

  it(`rejects a password longer than ${LOGIN_PASSWORD_MAX} characters`, () => {
    expect(loginFieldErrors({ email: 'a@b.de', password: 'p'.repeat(LOGIN_PASSWORD_MAX) })).toEqual({});
    expect(loginFieldErrors({ email: 'a@b.de', password: 'p'.repeat(LOGIN_PASSWORD_MAX + 1) }).password).toBe(
      'Das Passwort ist zu lang.',
    );
  });
});
