import { useSyncExternalStore } from 'react';
import { getToken, readJson, subscribeToken, writeJson } from './storage';

/**
 * A page's answer kept on this device by the customer's explicit choice, so the page opens without a
 * connection (the Notfallkarte, issue 32; ADR 226). It lives in localStorage, never in the service worker's
 * caches (they hold no API response), and belongs to the session's user (the token's subject): it is
 * dropped when the customer session ends (logout, expiry, "Gespeicherte Daten entfernen"), when a token of
 * another user takes its place, and it is never read under another user's token.
 */
export type OfflineCopy<T> = { owner: string; stand: string; data: T };

const KEY_PREFIX = 'offline.';
const NAMES_KEY = 'offline.names';
const listeners = new Set<() => void>();

/** The customer session's user as its token names it (the JWT's `sub`), or null without one. */
export function sessionOwner(token: string | null = getToken()): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const sub = (claims as { sub?: unknown } | null)?.sub;
    return typeof sub === 'string' && sub !== '' ? sub : null;
  } catch {
    return null;
  }
}

const isNames = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((name) => typeof name === 'string');
const isCopy = (value: unknown): value is OfflineCopy<unknown> => {
  const copy = value as Partial<OfflineCopy<unknown>> | null;
  return (
    typeof copy?.owner === 'string' &&
    typeof copy.stand === 'string' &&
    copy.data !== undefined &&
    !Number.isNaN(Date.parse(copy.stand))
  );
};

const keptNames = () => readJson(NAMES_KEY, isNames) ?? [];
const notify = () => {
  for (const listener of listeners) listener();
};

/** The copy kept under `name` for the session's user, or null (none, or another user's). */
export function readOfflineCopy<T>(
  name: string,
  isData: (data: unknown) => data is T,
): OfflineCopy<T> | null {
  const copy = readJson(KEY_PREFIX + name, isCopy);
  const owner = sessionOwner();
  if (!copy || owner === null || copy.owner !== owner || !isData(copy.data)) return null;
  return copy as OfflineCopy<T>;
}

/** Keeps (or refreshes) the copy for the session's user; nothing without a session. */
export function keepOfflineCopy(name: string, data: unknown, stand: Date = new Date()): boolean {
  const owner = sessionOwner();
  if (owner === null) return false;
  writeJson(KEY_PREFIX + name, { owner, stand: stand.toISOString(), data } satisfies OfflineCopy<unknown>);
  if (!keptNames().includes(name)) writeJson(NAMES_KEY, [...keptNames(), name]);
  notify();
  return true;
}

export function dropOfflineCopy(name: string): void {
  writeJson(KEY_PREFIX + name, null);
  const rest = keptNames().filter((kept) => kept !== name);
  writeJson(NAMES_KEY, rest.length ? rest : null);
  notify();
}

/** Every copy on this device: the session ended, or the customer removed the device's saved data. */
export function dropAllOfflineCopies(): void {
  for (const name of keptNames()) writeJson(KEY_PREFIX + name, null);
  writeJson(NAMES_KEY, null);
  notify();
}

/** Copies whose owner is not the session's user go (no session: all of them). */
function dropForeignCopies(): void {
  const owner = sessionOwner();
  for (const name of keptNames()) {
    const copy = readJson(KEY_PREFIX + name, isCopy);
    if (!copy || owner === null || copy.owner !== owner) dropOfflineCopy(name);
  }
}

/** Told when a copy is kept or dropped, and when the session's token changes (whose copy it is). */
function subscribeCopies(listener: () => void): () => void {
  listeners.add(listener);
  const unsubscribe = subscribeToken(listener);
  return () => {
    listeners.delete(listener);
    unsubscribe();
  };
}

/** The copy under `name` as a React store: it changes when it is kept, refreshed or dropped. */
export function useOfflineCopy<T>(name: string, isData: (data: unknown) => data is T): OfflineCopy<T> | null {
  const raw = useSyncExternalStore(
    subscribeCopies,
    () => {
      const copy = readOfflineCopy(name, isData);
      return copy ? JSON.stringify(copy) : null;
    },
    () => null,
  );
  return raw ? (JSON.parse(raw) as OfflineCopy<T>) : null;
}

dropForeignCopies();
subscribeToken(dropForeignCopies);
