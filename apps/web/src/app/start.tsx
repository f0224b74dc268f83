// First: no parse may probe for eval (lib/zod-jitless.ts).
import '../lib/zod-jitless';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { App } from './app';
import { readPrerenderedInput, restorePrerenderedInput } from './boot/carry-over';
import { routerReady } from './router';
// After the app's modules, as before: the global rules come last in the cascade.
import '../styles/global.css';

/**
 * Starts the app in #root. Over the prerendered login page (app/boot) it renders once the first page
 * is ready, replacing that markup with the same page, never with a loader, and hands over what was
 * typed there (boot/carry-over.ts). Returns the root, so a test can unmount what it started.
 */
export function start(container: HTMLElement): Root {
  const root = createRoot(container);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (!container.dataset.prerendered) {
    root.render(app);
    return root;
  }
  void routerReady().then(() => {
    // Read, rendered, committed and given back in one go: nothing typed in between can get lost.
    const input = readPrerenderedInput(container);
    flushSync(() => root.render(app));
    delete container.dataset.prerendered;
    restorePrerenderedInput(container, input);
  });
  return root;
}
