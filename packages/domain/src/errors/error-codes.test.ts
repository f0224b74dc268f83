import { describe, expect, it } from 'vitest';
import {
  authErrorCodes,
  errorCatalogue,
  errorLogsOut,
  errorText,
  isErrorCode,
  logoutMessages,
  TOKEN_BLACKLISTED,
  TOKEN_NOT_REFRESHABLE,
} from './error-codes';

const GENERIC = 'Es ist ein Fehler aufgetreten.';

/** Spec section 8, "Error codes in the response field error". */
const specCodes = [
  ['token_not_provided', 'Es wurde kein Token mitgeliefert.', true],
  ['token_expired', 'Die Anfrage ist nicht mehr gültig.', true],
  ['token_just_to_complete', 'Die Anfrage ist nicht mehr gültig.', true],
  ['token_invalid', 'Die Anfrage ist ungültig.', true],
  ['user_not_found', 'Der Benutzer wurde nicht gefunden.', true],
  ['user_not_active', 'Der Benutzer ist nicht aktiv.', true],
  ['client_not_allowed', 'Der Zugang ist für diese Anwendung nicht gültig.', true],
  ['could_not_find_contract', 'Der Vertrag wurde nicht gefunden.', false],
] as const;

describe('error catalogue', () => {
  it.each(specCodes)('%s has message %j and logout %s', (code, message, logout) => {
    expect(errorCatalogue[code].message).toBe(message);
    expect(errorCatalogue[code].logout).toBe(logout);
  });

  it('the auth codes are exactly the logout codes of the spec table', () => {
    expect([...authErrorCodes].sort()).toEqual(
      specCodes
        .filter(([, , logout]) => logout)
        .map(([code]) => code)
        .sort(),
    );
  });

  it('has the login and validation texts of the spec', () => {
    expect(errorCatalogue.invalid_credentials.message).toBe('Die Zugangsdaten sind falsch.');
    expect(errorCatalogue.validation_failed.message).toBe('Bitte überprüfe deine Eingaben.');
    expect(errorCatalogue.internal_error.message).toBe(GENERIC);
  });

  it('every status is an HTTP error status', () => {
    for (const [code, entry] of Object.entries(errorCatalogue)) {
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
      expect(entry.status, code).toBeLessThan(600);
    }
  });

  it('isErrorCode knows catalogue codes only, not inherited names', () => {
    expect(isErrorCode('token_invalid')).toBe(true);
    expect(isErrorCode('could_not_find_contract')).toBe(true);
    for (const value of [
      'toString',
      'constructor',
      '__proto__',
      'TOKEN_INVALID',
      '',
      undefined,
      null,
      1,
      {},
    ]) {
      expect(isErrorCode(value)).toBe(false);
    }
  });
});

describe('errorLogsOut', () => {
  it.each(specCodes)('code %s -> logout %s (status 400)', (code, _message, logout) => {
    expect(errorLogsOut(400, { error: code })).toBe(logout);
  });

  it.each(specCodes.filter(([, , logout]) => logout))('code %s logs out whatever the status', (code) => {
    for (const status of [400, 401, 403, 404, 405, 500])
      expect(errorLogsOut(status, { error: code })).toBe(true);
  });

  it('could_not_find_contract (404) does not log out', () => {
    expect(errorLogsOut(404, { error: 'could_not_find_contract' })).toBe(false);
  });

  it.each([TOKEN_BLACKLISTED, TOKEN_NOT_REFRESHABLE])('message %j logs out', (message) => {
    expect(errorLogsOut(500, { message })).toBe(true);
    expect(errorLogsOut(400, { message })).toBe(true);
  });

  it('the two logout messages are verbatim from the spec', () => {
    expect(TOKEN_BLACKLISTED).toBe('The token has been blacklisted');
    expect(TOKEN_NOT_REFRESHABLE).toBe('Token has expired and can no longer be refreshed');
    expect(logoutMessages).toEqual([TOKEN_BLACKLISTED, TOKEN_NOT_REFRESHABLE]);
  });

  it('a message only containing a logout message does not log out', () => {
    expect(errorLogsOut(500, { message: 'The token has been blacklisted!' })).toBe(false);
    expect(errorLogsOut(500, { message: 'Token has expired' })).toBe(false);
  });

  it('status 401 logs out, even without a body', () => {
    expect(errorLogsOut(401, {})).toBe(true);
    expect(errorLogsOut(401, { error: 'something_else', message: 'x' })).toBe(true);
  });

  it('status 405 is ignored', () => {
    expect(errorLogsOut(405, {})).toBe(false);
    expect(errorLogsOut(405, { message: 'Method not allowed' })).toBe(false);
  });

  it('no status (network error) logs out', () => {
    expect(errorLogsOut(undefined, {})).toBe(true);
    expect(errorLogsOut(0, {})).toBe(true);
  });

  it.each([400, 403, 404, 409, 422, 429, 500, 503])(
    'other status %i without a logout code does not log out',
    (s) => {
      expect(errorLogsOut(s, {})).toBe(false);
      expect(errorLogsOut(s, { error: 'unknown_code', message: 'Irgendwas' })).toBe(false);
    },
  );
});

describe('errorText', () => {
  it.each(specCodes)('code %s -> %j', (code, message) => {
    expect(errorText({ error: code })).toBe(message);
  });

  it('a known code wins over a message', () => {
    expect(errorText({ error: 'token_invalid', message: 'Anders' })).toBe('Die Anfrage ist ungültig.');
  });

  it('another code shows the server message', () => {
    expect(errorText({ error: 'some_other_code', message: 'Die Person ist gesperrt.' })).toBe(
      'Die Person ist gesperrt.',
    );
    expect(errorText({ message: 'Die Person ist gesperrt.' })).toBe('Die Person ist gesperrt.');
  });

  it('falls back to the generic German text', () => {
    expect(errorText({})).toBe(GENERIC);
    expect(errorText({ error: 'some_other_code' })).toBe(GENERIC);
    expect(errorText({ message: '' })).toBe(GENERIC);
    expect(errorText({ message: 42 })).toBe(GENERIC);
    expect(errorText({ error: 'toString' })).toBe(GENERIC);
  });

  it.each([TOKEN_BLACKLISTED, TOKEN_NOT_REFRESHABLE])('never shows the English message %j', (message) => {
    expect(errorText({ message })).toBe(GENERIC);
  });

  it('login errors', () => {
    expect(errorText({ error: 'invalid_credentials' })).toBe('Die Zugangsdaten sind falsch.');
    expect(errorText({ error: 'client_not_allowed' })).toBe(
      'Der Zugang ist für diese Anwendung nicht gültig.',
    );
  });
});
