import { setToken } from './storage';

/**
 * Ending the session on the client (spec section 4): the token goes, and whoever registered (the app:
 * clears cached account and person data and goes to /intro/login) is told.
 */
const listeners = new Set<() => void>();

export function onSessionEnd(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function endSession(): void {
  setToken(null);
  for (const listener of listeners) listener();
}
