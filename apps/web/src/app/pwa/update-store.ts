/**
 * Whether a new version of the app waits to take over, and how to switch to it, as a small external
 * store for React: the service worker registration fills it, the update prompt reads it.
 */
type UpdateState = { waiting: boolean; apply: () => Promise<void> };

const idle: UpdateState = { waiting: false, apply: async () => {} };
let state: UpdateState = idle;
const listeners = new Set<() => void>();

function emit(next: UpdateState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** A new version is installed and waits; `apply` lets it take over and reloads the page. */
export function offerUpdate(apply: () => Promise<void>): void {
  emit({ waiting: true, apply });
}

/** The user put the prompt off: it comes back with the next new version (or the next start). */
export function dismissUpdate(): void {
  emit(idle);
}

export function getUpdateState(): UpdateState {
  return state;
}

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
