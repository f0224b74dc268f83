import { dropAllOfflineCopies } from './offline-copy';
import { type Realm, setToken } from './storage';

/**
 * Ending the session on the client (spec section 4): the token goes, and whoever registered (the app:
 * clears cached account and person data and goes to /intro/login) is told.
 */
const listeners = new Set<(realm: Realm) => void>();

export function onSessionEnd(listener: (realm: Realm) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function endSession(realm: Realm = 'customer'): void {
  setToken(null, realm);
  // What the customer kept on the device for offline use goes with the session (ADR 226).
  if (realm === 'customer') dropAllOfflineCopies();
  for (const listener of listeners) listener(realm);
}
