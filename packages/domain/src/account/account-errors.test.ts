import { describe, expect, it } from 'vitest';
import { forgotRequestErrorText, isInvalidLinkError, ssoErrorToast } from './account-errors';

describe('isInvalidLinkError (activation, spec section 8)', () => {
  it('is true for 401 invalid_activation_code and the two 500 token messages', () => {
    expect(isInvalidLinkError(401, { error: 'invalid_activation_code' })).toBe(true);
    expect(isInvalidLinkError(500, { message: 'The token has been blacklisted' })).toBe(true);
    expect(isInvalidLinkError(500, { message: 'Token has expired' })).toBe(true);
    expect(isInvalidLinkError(500, { message: 'Token has expired and can no longer be refreshed' })).toBe(
      true,
    );
  });

  it('is false for other errors', () => {
    expect(isInvalidLinkError(401, { error: 'token_invalid' })).toBe(false);
    expect(isInvalidLinkError(500, { message: 'Interner Fehler' })).toBe(false);
    expect(isInvalidLinkError(500, {})).toBe(false);
    expect(isInvalidLinkError(undefined, {})).toBe(false);
    expect(isInvalidLinkError(422, { error: 'invalid_activation_code' })).toBe(false);
  });
});

describe('forgotRequestErrorText', () => {
  it('names a bad e-mail for fehler_art EmailErr', () => {
    expect(forgotRequestErrorText(422, { send: false, fehler_art: 'EmailErr' } as never)).toBe(
      'Bitte gib eine gültige E-Mail-Adresse ein.',
    );
  });
  it('asks to wait after too many requests, else a generic error', () => {
    expect(forgotRequestErrorText(429, { error: 'too_many_requests' })).toMatch(/Zu viele Anfragen/);
    expect(forgotRequestErrorText(500, {})).toBe('Es ist ein Fehler aufgetreten.');
    expect(forgotRequestErrorText(undefined, {})).toBe('Es ist ein Fehler aufgetreten.');
  });
});

describe('ssoErrorToast', () => {
  it('has the invalid-token text with its title for 401, else the login error', () => {
    expect(ssoErrorToast(401)).toEqual({
      title: 'Fehler beim einloggen',
      text: 'Der Token ist nicht gültig.',
    });
    expect(ssoErrorToast(500)).toEqual({ text: 'Es ist ein Fehler beim Login aufgetreten' });
    expect(ssoErrorToast(undefined)).toEqual({ text: 'Es ist ein Fehler beim Login aufgetreten' });
  });
});
