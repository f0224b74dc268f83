import type { VitePWAOptions } from 'vite-plugin-pwa';
import { pwaTexts } from '../../../packages/domain/src/texts/pwa';

/** Brand colours of the manifest: the primary colour of styles/tokens.css and a white splash screen. */
const THEME_COLOR = '#0b4f8a';
const BACKGROUND_COLOR = '#ffffff';

/** Paths the service worker must never answer or keep: the API (personal data, the session token). */
export const API_PATHS = /^\/api(?:\/|$)/;

/**
 * The installable app (issue 7, docs/decisions/012-…): a generated Workbox service worker at `/sw.js`
 * that precaches the built app shell and every route chunk, answers navigations with the cached
 * index.html (hash routes: every page is index.html), and caches nothing at run time — so no API
 * response, and with it no personal data and no session token, ever lands in Cache Storage.
 * A new build waits until the user accepts the update prompt (registerType 'prompt').
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  // Registered by the app (src/app/pwa/register-service-worker.ts): no inline script, CSP script-src 'self'.
  injectRegister: false,
  strategies: 'generateSW',
  filename: 'sw.js',
  manifestFilename: 'manifest.webmanifest',
  includeAssets: ['icons/icon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: pwaTexts.manifestName,
    short_name: pwaTexts.manifestShortName,
    description: pwaTexts.manifestDescription,
    lang: 'de',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  },
  workbox: {
    // The icons and the manifest come in through includeAssets and the manifest (listed once each).
    globPatterns: ['**/*.{js,css,html}'],
    // pdf.js (~400 KB, its worker ~1 MB) loads when a PDF is opened, which needs the network anyway:
    // no install downloads it for every user.
    globIgnores: ['**/pdf-*.js', '**/pdf-viewer-*.css', '**/pdf.worker*'],
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [API_PATHS],
    runtimeCaching: [],
    // Web Push: shows the chat's notifications and opens the app on a click (public/push-sw.js).
    importScripts: ['push-sw.js'],
    cleanupOutdatedCaches: true,
    // A deployment's worker waits for the prompt; it never takes over a page on its own.
    skipWaiting: false,
    clientsClaim: false,
  },
  devOptions: { enabled: false },
};
