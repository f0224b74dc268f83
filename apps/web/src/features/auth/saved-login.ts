import { readJson, writeJson, writeString } from '../../lib/storage';

/** The "saved login" of spec section 2: the login page greets 'Hi {first name}' and prefills the e-mail. */
export type SavedLogin = { email: string; first_name: string };

const SAVED_LOGIN_KEY = 'savedLogin';
const REGISTERED_KEY = 'registered';

function isSavedLogin(value: unknown): value is SavedLogin {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.email === 'string' && typeof candidate.first_name === 'string';
}

export function getSavedLogin(): SavedLogin | null {
  return readJson(SAVED_LOGIN_KEY, isSavedLogin);
}

export function saveLogin(login: SavedLogin): void {
  writeJson(SAVED_LOGIN_KEY, login);
  // The spec's "registered flag" (section 4, login success): this device has logged in before.
  writeString(REGISTERED_KEY, '1');
}

export function removeSavedLogin(): void {
  writeJson(SAVED_LOGIN_KEY, null);
}
