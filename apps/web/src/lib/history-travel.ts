/**
 * Whether a step the router asked of the browser's history (`history.go`, e.g. the unsaved-changes
 * guard putting back an entry the user left by Back) is still on its way. The browser drops or
 * misplaces a Back pressed before such a step has landed, so the guard's question waits for it
 * (lib/use-unsaved-changes-guard.ts; app/hash-history.ts reports the steps).
 */
let travelling = false;
const listeners = new Set<() => void>();

export const historyTravel = {
  isTravelling: (): boolean => travelling,
  set(value: boolean): void {
    if (travelling === value) return;
    travelling = value;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
