/**
 * Local storage with a safe fallback (private browsing and disabled storage throw) and the session
 * token as a small external store that React can subscribe to.
 */
const PREFIX = 'kundenportal.';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readString(key: string): string | null {
  try {
    return storage()?.getItem(PREFIX + key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(PREFIX + key);
    else storage()?.setItem(PREFIX + key, value);
  } catch {
    // Storage full or disabled: the value lives only as long as the page.
  }
}

export function readJson<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeString(key, value === null || value === undefined ? null : JSON.stringify(value));
}

/** Whose session a token is: the customer app's or the adviser workspace's (issue 14); both may coexist. */
export type Realm = 'customer' | 'adviser';

const TOKEN_KEYS: Record<Realm, string> = { customer: 'token', adviser: 'adviserToken' };
const tokenListeners = new Set<() => void>();

export function getToken(realm: Realm = 'customer'): string | null {
  return readString(TOKEN_KEYS[realm]);
}

export function setToken(token: string | null, realm: Realm = 'customer'): void {
  if (getToken(realm) === token) return;
  writeString(TOKEN_KEYS[realm], token);
  for (const listener of tokenListeners) listener();
}

export function subscribeToken(listener: () => void): () => void {
  tokenListeners.add(listener);
  return () => tokenListeners.delete(listener);
}

const LANDING_KEY = 'landing';

/**
 * The landing page of the device's last logged-in user (a path, nothing personal): opening '/', the
 * boot script shows that page's prerendered shell before the profile has said where to land.
 */
export function getLanding(): string | null {
  return readString(LANDING_KEY);
}

export function setLanding(path: string): void {
  if (getLanding() !== path) writeString(LANDING_KEY, path);
}
