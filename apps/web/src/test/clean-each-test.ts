import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setToken } from '../lib/storage';
import { clearToasts } from '../lib/toast-store';

/** Each test starts signed in, without toasts, stored data or stubbed globals. */
export function cleanEachSignedInTest() {
  beforeEach(() => {
    localStorage.clear();
    clearToasts();
    setToken('jwt');
  });
  afterEach(() => {
    cleanup();
    clearToasts();
    vi.unstubAllGlobals();
  });
}
