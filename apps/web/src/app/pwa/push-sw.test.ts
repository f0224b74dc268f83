import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { pwaOptions } from '../../../build/pwa';

/**
 * The push handlers the generated service worker imports (public/push-sw.js), run against a stand-in of
 * the worker's global scope: a push shows the notice, a click opens the app at its address, never at
 * another origin's.
 */
const source = readFileSync(path.resolve(import.meta.dirname, '../../../public/push-sw.js'), 'utf8');
const ORIGIN = 'https://portal.example';

function workerScope(
  windows: { url: string; navigate: ReturnType<typeof vi.fn>; focus: ReturnType<typeof vi.fn> }[] = [],
) {
  const listeners = new Map<string, (event: unknown) => void>();
  const scope = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) },
  };
  new Function('self', source)(scope);
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let waited: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => (waited = promise) });
    await waited;
  };
  return { scope, dispatch };
}

describe('public/push-sw.js', () => {
  it('is imported by the generated service worker', () => {
    expect(pwaOptions.workbox?.importScripts).toEqual(['push-sw.js']);
  });

  it('shows the notice of a push with its text, tag and address', async () => {
    const { scope, dispatch } = workerScope();
    const notice = {
      title: 'Neue Nachricht',
      body: 'Thomas Berger hat Dir geschrieben.',
      url: '/#/app/berater/kontakt',
      tag: 'chat',
    };
    await dispatch('push', { data: { json: () => notice } });
    expect(scope.registration.showNotification).toHaveBeenCalledWith('Neue Nachricht', {
      body: notice.body,
      tag: 'chat',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'de',
      data: { url: notice.url },
    });
    await dispatch('push', {
      data: {
        json: () => {
          throw new Error('no JSON');
        },
      },
    });
    expect(scope.registration.showNotification).toHaveBeenLastCalledWith('Kundenportal', expect.any(Object));
  });

  it("tells the app's open windows of the push and its tag, so an open page reads its data again", async () => {
    const window = { url: `${ORIGIN}/#/app/bestandsuebertragung`, navigate: vi.fn(), focus: vi.fn() };
    const postMessage = vi.fn();
    const { scope, dispatch } = workerScope([{ ...window, postMessage } as typeof window]);
    await dispatch('push', { data: { json: () => ({ title: 'HUK-COBURG', tag: 'bestandsuebertragung' }) } });
    expect(scope.clients.matchAll).toHaveBeenCalledWith({ type: 'window' });
    expect(postMessage).toHaveBeenCalledWith({ type: 'push', tag: 'bestandsuebertragung' });
  });

  it('opens the app at the notice address on a click, and only inside the app', async () => {
    const close = vi.fn();
    const { scope, dispatch } = workerScope();
    await dispatch('notificationclick', { notification: { close, data: { url: '/#/app/berater/kontakt' } } });
    expect(close).toHaveBeenCalled();
    expect(scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/#/app/berater/kontakt`);
    await dispatch('notificationclick', { notification: { close, data: { url: 'https://evil.example/x' } } });
    expect(scope.clients.openWindow).toHaveBeenLastCalledWith(ORIGIN);
  });

  it('focuses an open window of the app instead of opening another', async () => {
    const window = {
      url: `${ORIGIN}/#/app/start`,
      navigate: vi.fn(async () => null),
      focus: vi.fn(async () => undefined),
    };
    const { scope, dispatch } = workerScope([window]);
    await dispatch('notificationclick', {
      notification: { close: vi.fn(), data: { url: '/#/app/berater/kontakt' } },
    });
    expect(window.navigate).toHaveBeenCalledWith(`${ORIGIN}/#/app/berater/kontakt`);
    expect(window.focus).toHaveBeenCalled();
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });
});
