import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearToasts } from '../lib/toast-store';

/** Every web test starts from an empty store and screen and leaves no stubbed globals behind. */
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearToasts();
});

afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});
