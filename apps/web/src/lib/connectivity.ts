/**
 * Whether the browser has a network connection, as it reports it (`navigator.onLine` and its
 * `online`/`offline` events), as a small external store for React. The offline notice follows it, and
 * the API client uses it to tell "offline" from "the server did not answer" (docs/decisions/012-…).
 */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export function subscribeConnectivity(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}
