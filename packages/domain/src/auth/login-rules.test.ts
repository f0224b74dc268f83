import { describe, expect, it } from 'vitest';
import { emailFieldError, LOGIN_PASSWORD_MAX, loginFieldErrors, opensForgotPassword } from './login-rules';

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

describe('emailFieldError', () => {
  it('asks for a missing e-mail, refuses a bad one and accepts a good one (trimmed)', () => {
    expect(emailFieldError('  ')).toBe('Dieses Feld ist ein Pflichtfeld.');
    expect(emailFieldError('max@')).toBe('Bitte gib eine gültige E-Mail-Adresse ein.');
    expect(emailFieldError(' max@example.com ')).toBeUndefined();
  });
});

describe('opensForgotPassword (spec section 2)', () => {
  it('opens on the forgot-password route', () => {
    expect(opensForgotPassword({ pathname: '/intro/login/forgotpassword' })).toBe(true);
  });
  it('opens on the login with the state or query parameter forgotPassword', () => {
    expect(opensForgotPassword({ pathname: '/intro/login', state: { forgotPassword: true } })).toBe(true);
    expect(opensForgotPassword({ pathname: '/intro/login', search: '?forgotPassword' })).toBe(true);
    expect(opensForgotPassword({ pathname: '/intro/login', search: '?forgotPassword=1' })).toBe(true);
  });
  it('stays closed otherwise', () => {
    expect(opensForgotPassword({ pathname: '/intro/login' })).toBe(false);
    expect(opensForgotPassword({ pathname: '/intro/login', search: '?forgotPassword=false' })).toBe(false);
    expect(opensForgotPassword({ pathname: '/intro/login', state: { forgotPassword: false } })).toBe(false);
    expect(opensForgotPassword({ pathname: '/intro/sso/x', search: '?forgotPassword' })).toBe(false);
  });
});
