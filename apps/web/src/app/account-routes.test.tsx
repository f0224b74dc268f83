import { resolveConfig } from '@kundenportal/domain/account/config-flags';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getToken, setToken } from '../lib/storage';
import { demoUser, mockFetch } from '../test/fetch-mock';
import { App } from './app';
import { queryClient } from './query-client';
import { router } from './router';

/** The account routes in the real app: route table, guard, layouts and navigation. */
async function openAt(path: string) {
  await router.navigate(path);
  render(<App />);
}

beforeEach(() => {
  queryClient.clear();
});

describe('account routes in the app', () => {
  it('shows "Passwort" and "E-Mail ändern" in the navigation when their flags are on, and opens them', async () => {
    setToken('jwt');
    mockFetch({
      'GET /api/users/me': () => ({
        body: { user: demoUser({ config: resolveConfig({ change_passwort: true, change_email: true }) }) },
      }),
    });
    await openAt('/app/impressum');
    fireEvent.click(await screen.findByRole('button', { name: 'Menü' }));
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
      'Personen',
      'Passwort',
      'E-Mail ändern',
      'Benachrichtigungen',
      'Angemeldete Geräte',
      'Meine Daten',
      'Konto löschen',
      'Ansprechpartner',
      'Übersicht',
      'Impressum',
      'Logout',
    ]);
    fireEvent.click(within(nav).getByRole('link', { name: 'Passwort' }));
    // The first visit transforms the password area's chunks (passkeys included): allow for it.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Passwort ändern' }, { timeout: 5000 }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Passwort ändern – Kundenportal'));
  });

  it('keeps the pages closed when the flags are off', async () => {
    setToken('jwt');
    mockFetch({ 'GET /api/users/me': () => ({ body: { user: demoUser() } }) });
    await openAt('/app/MeinKonto/email');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dein Berater' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Du hast nicht die erforderliche Berechtigung.');
  });

  it('opens the sign-up wizard from the login page', async () => {
    mockFetch({});
    await openAt('/intro/login');
    fireEvent.click(await screen.findByRole('link', { name: 'Jetzt registrieren' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registrierung' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/intro/registrierung');
  });

  it('logs a logged-in user out before the activation page and says why', async () => {
    setToken('jwt');
    mockFetch({
      'GET /api/users/me': () => ({ body: { user: demoUser() } }),
      'POST /api/logout': () => ({ body: { success: true } }),
      'GET /api/activate/abc': () => ({ body: { email: 'neu@example.com', first_name: 'Nora' } }),
    });
    await openAt('/intro/einrichtung/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hallo Nora' })).toBeTruthy();
    expect(getToken()).toBeNull();
    expect(screen.getByText(/Du wurdest von einem angemeldeten Konto ausgeloggt/)).toBeTruthy();
  });

  it('opens the forgot-password modal on /intro/login/forgotpassword', async () => {
    mockFetch({});
    await openAt('/intro/login/forgotpassword');
    expect(await screen.findByRole('dialog', { name: 'Passwort vergessen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Einloggen' })).toBeTruthy();
  });
});
