import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstLoad } from './build/first-load';
import { precompress } from './build/precompress';
import { pwaOptions } from './build/pwa';

// In development Vite serves the app and proxies the API; in production the server serves `dist`.
export default defineConfig({
  // precompress last: it compresses what the others wrote (see build/precompress.ts).
  plugins: [
    react(),
    // The login page's chunks load with the entry, not after it. Preloading the landing page's too
    // cost the login page more than it gained the landing page (docs/decisions/011-…).
    firstLoad({ preloadRoutes: ['src/features/auth/routes/login-page.tsx'] }),
    // Service worker `/sw.js` and `/manifest.webmanifest` (build/pwa.ts, docs/decisions/012-…).
    VitePWA(pwaOptions),
    precompress(),
  ],
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  build: {
    // WEB_DIST_DIR lets parallel builds (and tests) write elsewhere; the server reads the same variable.
    outDir: process.env.WEB_DIST_DIR || new URL('./dist', import.meta.url).pathname,
    emptyOutDir: true,
    manifest: true,
  },
});
