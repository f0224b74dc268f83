import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

// In development Vite serves the app and proxies the API; in production the server serves `dist`.
export default defineConfig({
  // precompress last: it compresses what the others wrote (see build/precompress.ts).
  plugins: [react(), precompress()],
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
