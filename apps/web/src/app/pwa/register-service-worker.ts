/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';
import { offerUpdate } from './update-store';

const UPDATE_CHECK_MS = 60 * 60 * 1000;
let registered = false;

/**
 * Registers the service worker (`/sw.js`, built by vite-plugin-pwa with registerType 'prompt'): it
 * precaches the app shell and route chunks, never an API response (apps/web/build/pwa.ts). A new build
 * installs in the background and waits; the update prompt lets it take over, which reloads the page.
 * In development (`npm run dev`) this is the plugin's no-op, so no worker gets in the way.
 */
export function registerServiceWorker(): void {
  if (registered) return;
  registered = true;
  const update = registerSW({
    onNeedRefresh: () => offerUpdate(() => update(true)),
    // Hash routes never navigate, so the browser's own check (on navigation) would wait for a reload:
    // an open app asks for a new build every hour too.
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_MS);
    },
  });
}
