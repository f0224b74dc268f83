import { type ComponentType, lazy, useSyncExternalStore } from 'react';

/**
 * `React.lazy` whose failed import (a chunk that did not arrive on a slow or changing connection, or that a
 * new deployment replaced) shows `Failed` in its place instead of throwing to the route's error screen,
 * which threw away the page's input (issue 27, item 3). `Failed`'s `onRetry` imports again.
 */
export function lazyWithRetry<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  Failed: ComponentType<{ onRetry: () => void }>,
): ComponentType<P> {
  const listeners = new Set<() => void>();
  let attempt = 0;
  const retry = () => {
    attempt += 1;
    Current = make();
    for (const listener of listeners) listener();
  };
  const FailedLoad = () => <Failed onRetry={retry} />;
  const make = () => lazy(() => load().catch(() => ({ default: FailedLoad as ComponentType<P> })));
  let Current = make();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const snapshot = () => attempt;
  return function LazyWithRetry(props: P) {
    useSyncExternalStore(subscribe, snapshot, snapshot);
    return <Current {...props} />;
  };
}
