import { useLocation } from 'react-router';
import { onSessionEnd } from './session';
import { getToken, type Realm, subscribeToken } from './storage';

/**
 * Drafts of what is typed into a form, kept in sessionStorage for the one page visit (the history
 * entry) it was typed on, so an error inside the page never throws the input away (issue 27, item 3):
 * the page's error boundary (app/page-error-boundary.tsx) draws the page afresh on 'Erneut
 * versuchen', and its forms take their drafts back. A draft goes when its page is left
 * (`dropDraftsExcept`), when the form is saved (reset), with the session, and with the tab or a reload
 * (but the app's own reload after an error); passwords are never kept.
 */
const PREFIX = 'kp-draft:';

/** Fields never written down: passwords, and the codes that stand for them. */
const SECRET = /passw|kennwort|token|^(sms_?)?code$|^pin$/i;

export function draftKey(entry: string, form: string): string {
  return `${PREFIX}${entry}:${form}`;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** A draft as stored (JSON), or null: the parts a form keeps beside its values are its own to check. */
export function readDraftRecord(key: string): unknown {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** Stores a draft with more than a form's values (e.g. the version they were typed for; ADR 097). */
export function writeDraftRecord(key: string, record: object): void {
  try {
    storage()?.setItem(key, JSON.stringify(record));
  } catch {
    // A full or blocked storage keeps no draft; the form works as before.
  }
}

/** The text values of a stored object (anything else left out). */
export function draftValues(parsed: unknown): Record<string, string> | null {
  if (!parsed || typeof parsed !== 'object') return null;
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

export function readDraft(key: string): Record<string, string> | null {
  return draftValues(readDraftRecord(key));
}

/** The values that may be written down: without passwords and codes. */
export function withoutSecrets(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !SECRET.test(name)));
}

export function writeDraft(key: string, values: Record<string, string>): void {
  writeDraftRecord(key, withoutSecrets(values));
}

export function dropDraft(key: string): void {
  storage()?.removeItem(key);
}

/** Every draft but those of the page visit now shown (`entry`); none at all without one. */
export function dropDraftsExcept(entry?: string): void {
  const store = storage();
  if (!store) return;
  const keep = entry === undefined ? null : `${PREFIX}${entry}:`;
  for (const key of Object.keys(store))
    if (key.startsWith(PREFIX) && (keep === null || !key.startsWith(keep))) store.removeItem(key);
}

onSessionEnd(() => dropDraftsExcept());

const KEEP_FOR_RELOAD = 'kp-draft-keep';

/** The app's own 'Seite neu laden' after an error: the drafts outlive this one reload. */
export function keepDraftsForReload(): void {
  storage()?.setItem(KEEP_FOR_RELOAD, '1');
}

// Leaving or reloading the tab otherwise drops them: the browser has asked, the user chose to leave.
if (typeof window !== 'undefined')
  window.addEventListener('pagehide', () => {
    const store = storage();
    if (store?.getItem(KEEP_FOR_RELOAD)) store.removeItem(KEEP_FOR_RELOAD);
    else dropDraftsExcept();
  });

/** The draft key of a form on the page visit now shown (the history entry's key). */
export function useDraftKey(form: string): string {
  return draftKey(useLocation().key, form);
}

/**
 * Drafts kept over page visits and reloads until they are sent or the session of their realm ends (its
 * token goes: logout, expiry; another tab's logout at the next start): a chat's unsent message (issue 27,
 * item 1; ADR 096). Leaving the page drops none, nor does `pagehide`; use readDraft/writeDraft/dropDraft.
 */
const KEPT_PREFIX = 'kp-kept-draft:';

export function keptDraftKey(realm: Realm, name: string): string {
  return `${KEPT_PREFIX}${realm}:${name}`;
}

function dropKeptDraftsWithoutSession(): void {
  const store = storage();
  if (!store) return;
  for (const realm of ['customer', 'adviser'] as const) {
    if (getToken(realm) !== null) continue;
    const prefix = keptDraftKey(realm, '');
    for (const key of Object.keys(store)) if (key.startsWith(prefix)) store.removeItem(key);
  }
}

dropKeptDraftsWithoutSession();
subscribeToken(dropKeptDraftsWithoutSession);
