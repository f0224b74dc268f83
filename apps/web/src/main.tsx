import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { routerReady } from './app/router';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The boot script may already show the prerendered login page (app/boot/boot-script.ts): then the
// app renders once the page is ready, replacing it with the same markup, never with a loader.
const render = (root: HTMLElement) => {
  root.inert = false;
  delete root.dataset.prerendered;
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
};
if (container.dataset.prerendered) void routerReady().then(() => render(container));
else render(container);
