/** Counts running requests that show the global loader (spec section 7: all but the hidden-loader list). */
let pending = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function startLoading(): () => void {
  pending++;
  emit();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    pending--;
    emit();
  };
}

export function isLoading(): boolean {
  return pending > 0;
}

export function subscribeLoading(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Tests only: forgets requests a finished test left on their way (a reply it never gave), so the next
 * test, in the same module graph when files share a worker, starts without a loader.
 */
export function resetLoadingForTests(): void {
  pending = 0;
  emit();
}
