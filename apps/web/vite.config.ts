import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { paths } from '../../packages/domain/src/routing/paths';
import { firstLoad } from './build/first-load';
import { firstLoadChunkGroups } from './build/first-load-chunks';
import { precompress } from './build/precompress';
import { pwaOptions } from './build/pwa';

// In development Vite serves the app and proxies the API; in production the server serves `dist`.
export default defineConfig({
  // precompress last: it compresses what the others wrote (see build/precompress.ts).
  plugins: [
    react(),
    // Prerendered login page, inline boot script: preloads and the profile request of the route a load
    // opens, logged in or not (build/first-load.ts, docs/decisions/011-…).
    firstLoad({
      start: 'src/app/start.tsx',
      login: 'src/features/auth/routes/login-page.tsx',
      app: 'src/app/app-layout.tsx',
      landing: {
        [paths.referral]: 'src/features/referrals/routes/referral-page.tsx',
        [paths.adviserInfo]: 'src/features/adviser/routes/adviser-info-page.tsx',
      },
    }),
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
    rolldownOptions: {
      output: {
        codeSplitting: firstLoadChunkGroups(new URL('.', import.meta.url).pathname, {
          entry: 'src/main.tsx',
          start: 'src/app/start.tsx',
          login: 'src/features/auth/routes/login-page.tsx',
          app: ['src/app/app-layout.tsx', 'src/features/adviser/routes/adviser-info-page.tsx'],
        }),
      },
    },
  },
});
