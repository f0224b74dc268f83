import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { queryClient } from '../app/query-client';
import { applyBrand } from '../lib/brand';
import { resetLoadingForTests } from '../lib/loader-store';
import { clearToasts } from '../lib/toast-store';

/**
 * Every web test starts from an empty store, cache and screen and leaves no stubbed globals behind.
 * The files of a worker share one module graph and one window (`isolate: false`, vitest.config.ts), so
 * the module-level state a test can leave is reset here: storage, toasts, the query cache, the loader's
 * count, the brand's properties, the DOM outside React Testing Library's containers, timers and spies.
 */
// findBy…/waitFor wait up to 4 s, not 1: a lazy dialog's first import is transformed on demand, which under
// CI's load (two busy cores) took longer than a second ('support modal' in app.test.tsx).
configure({ asyncUtilTimeout: 4000 });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearToasts();
  queryClient.clear();
  resetLoadingForTests();
});

afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  applyBrand(null);
  document.body.replaceChildren();
});

// Per file (setup files run for each): spies a file set up for all its tests end with it.
afterAll(() => {
  vi.restoreAllMocks();
});
