import { describe, expect, it } from 'vitest';
import { loginErrorText } from './login-errors';

describe('loginErrorText', () => {
  it('maps the login errors of spec section 8', () => {
    expect(loginErrorText(401, { error: 'invalid_credentials', message: 'x' })).toBe(
      'Die Zugangsdaten sind falsch.',
    );
    expect(loginErrorText(403, { error: 'client_not_allowed' })).toBe(
      'Der Zugang ist für diese Anwendung nicht gültig.',
    );
    expect(loginErrorText(429, { error: 'too_many_requests', message: 'Bitte warten.' })).toBe(
      'Bitte warten.',
    );
    expect(loginErrorText(429, {})).toBe(
      'Zu viele Anmeldeversuche. Bitte warte einen Moment und versuche es dann erneut.',
    );
    expect(loginErrorText(500, { error: 'internal_error', message: 'Boom' })).toBe(
      'Es ist ein Fehler aufgetreten.',
    );
    expect(loginErrorText(undefined, {})).toBe('Es ist ein Fehler aufgetreten.');
  });
});
