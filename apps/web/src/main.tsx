import { afterPaint } from './app/boot/after-paint';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

/**
 * The app (React, the router, the query cache: most of the first load) is its own chunk, preloaded by
 * the boot script (app/boot/boot-script.ts). While the prerendered login page is shown, it is loaded
 * and evaluated after that page has painted.
 */
const ready = container.dataset.prerendered ? new Promise<void>((resolve) => afterPaint(resolve)) : undefined;
void Promise.resolve(ready)
  .then(() => import('./app/start'))
  .then(({ start }) => start(container));
