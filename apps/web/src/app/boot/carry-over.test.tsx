import { act, cleanup, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoUser, mockFetch } from '../../test/fetch-mock';
import { queryClient } from '../query-client';
import { router } from '../router';
import { start } from '../start';
import { PRESSED_ATTRIBUTE, SUBMITTED_ATTRIBUTE } from './carry-over';
import { renderLoginShell } from './login-shell';

/**
 * The takeover of app/start.tsx: the app renders over the prerendered login page (as the boot script
 * shows it) and what the visitor typed there, the focus and a submit carry over to the app's form.
 */
let container: HTMLElement;
/** The app the test started, unmounted after it: files may share one module graph (vitest.config.ts). */
let root: Root | undefined;

beforeEach(async () => {
  queryClient.clear();
  await router.navigate('/intro/login');
  container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderLoginShell();
  container.dataset.prerendered = 'login';
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  cleanup();
  container.remove();
  vi.unstubAllGlobals();
});

const input = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`);

describe('the app taking over the prerendered login page', () => {
  it('keeps what was typed and where the focus was, in the app’s own form', async () => {
    mockFetch({});
    const shellEmail = input('email');
    (input('email') as HTMLInputElement).value = 'max.mustermann@example.com';
    (input('password') as HTMLInputElement).value = 'Muster!2026';
    input('password')?.focus();

    await act(async () => {
      root = start(container);
    });
    await waitFor(() => expect(container.dataset.prerendered).toBeUndefined());
    expect(input('email')).not.toBe(shellEmail);
    expect(input('email')?.value).toBe('max.mustermann@example.com');
    expect(input('password')?.value).toBe('Muster!2026');
    expect(document.activeElement).toBe(input('password'));
  });

  it('sends a form that was submitted before the app was there, with the typed values', async () => {
    const { calls } = mockFetch({
      'POST /api/login': () => ({ body: { token: 'jwt-1' } }),
      'GET /api/users/me': () => ({ body: { user: demoUser() } }),
    });
    (input('email') as HTMLInputElement).value = 'max.mustermann@example.com';
    (input('password') as HTMLInputElement).value = 'Muster!2026';
    container.querySelector('form')?.setAttribute(SUBMITTED_ATTRIBUTE, '');

    await act(async () => {
      root = start(container);
    });
    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.path}`)).toContain('POST /api/login'),
    );
    expect(calls.find((call) => call.path === '/api/login')?.body).toEqual({
      email: 'max.mustermann@example.com',
      password: 'Muster!2026',
    });
  });

  it("opens 'Passwort vergessen?' once the app is there when it was pressed before, with the typed address", async () => {
    mockFetch({});
    (input('email') as HTMLInputElement).value = 'vergessen@example.com';
    const shellButton = [...container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Passwort vergessen?',
    );
    shellButton?.setAttribute(PRESSED_ATTRIBUTE, '');

    await act(async () => {
      root = start(container);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/intro/login/forgotpassword'));
    expect(container.dataset.prerendered).toBeUndefined();
  });
});
