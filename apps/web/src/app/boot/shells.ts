/** What apps/web/build/prerender.ts renders at build time: the pages the boot script can show first. */
export { renderAppShells } from './app-shell';
export { renderLoginShell } from './login-shell';
