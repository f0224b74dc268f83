import { useEffect } from 'react';

/**
 * Calls `refresh` when a push of `tag` arrives while the page is open: the service worker (public/push-sw.js)
 * tells the app's windows of each push it shows.
 */
export function useRefreshOnPush(tag: string, refresh: () => void): void {
  useEffect(() => {
    const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!worker) return;
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      if (data && typeof data === 'object' && 'type' in data && data.type === 'push' && 'tag' in data)
        if (data.tag === tag) refresh();
    };
    worker.addEventListener('message', onMessage);
    return () => worker.removeEventListener('message', onMessage);
  }, [tag, refresh]);
}
