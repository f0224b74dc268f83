import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/ui/toast';
import { keepOfflineCopy } from '../../../lib/offline-copy';
import { getToken, setToken } from '../../../lib/storage';
import { demoUser, mockFetch } from '../../../test/fetch-mock';
import { tokenOf } from '../../../test/session-token';
import { getSavedLogin, saveLogin } from '../saved-login';
import { LoginPage } from './login-page';

function renderLogin() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/intro/login', Component: LoginPage },
      { path: '/app/berater/info', element: <p>Landing</p> },
    ],
    { initialEntries: ['/intro/login'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <Toaster />
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('LoginPage', () => {
  it('has labelled inputs and the Einloggen button', () => {
    renderLogin();
    expect(screen.getByLabelText('E-Mail')).toBeTruthy();
    expect(screen.getByLabelText('Passwort')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Einloggen' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Willkommen im Kundenportal');
  });

  it('checks the e-mail with the shared rule and focuses the first invalid field', async () => {
    const { fetchMock } = mockFetch({});
    renderLogin();
    fill('E-Mail', 'max@');
    fill('Passwort', 'geheim');
    fireEvent.submit(screen.getByRole('button', { name: 'Einloggen' }));

    expect(await screen.findByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeTruthy();
    const email = screen.getByLabelText('E-Mail');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a missing password', async () => {
    mockFetch({});
    renderLogin();
    fill('E-Mail', 'max.mustermann@example.com');
    fireEvent.submit(screen.getByRole('button', { name: 'Einloggen' }));
    expect(await screen.findByText('Dieses Feld ist ein Pflichtfeld.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Passwort'));
  });

  it('greets a saved login with Hi {first name}, prefills the e-mail and can remove the data', async () => {
    saveLogin({ email: 'max.mustermann@example.com', first_name: 'Max' });
    renderLogin();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hi Max');
    expect((screen.getByLabelText('E-Mail') as HTMLInputElement).value).toBe('max.mustermann@example.com');

    fireEvent.click(screen.getByRole('button', { name: 'Gespeicherte Daten entfernen' }));
    expect(getSavedLogin()).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Willkommen im Kundenportal');
    expect((screen.getByLabelText('E-Mail') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Gespeicherte Daten entfernen' })).toBeNull();
  });

  it('"Gespeicherte Daten entfernen" also removes the Notfallkarte kept for offline use (ADR 226)', () => {
    setToken(tokenOf(1));
    keepOfflineCopy('notfallkarte', { karte: { personen: [], berater: null }, notfallkontakt: null });
    saveLogin({ email: 'max.mustermann@example.com', first_name: 'Max' });
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Gespeicherte Daten entfernen' }));
    expect(localStorage.getItem('kundenportal.offline.notfallkarte')).toBeNull();
  });

  it('after removing the saved login the e-mail field is empty, without its error, and has the focus', async () => {
    mockFetch({});
    saveLogin({ email: 'max@', first_name: 'Max' });
    renderLogin();
    fireEvent.submit(screen.getByRole('button', { name: 'Einloggen' }));
    expect(await screen.findByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Gespeicherte Daten entfernen' }));
    const email = screen.getByLabelText('E-Mail') as HTMLInputElement;
    expect(email.value).toBe('');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(email);
  });

  it('logs in: stores the token and the saved login, greets and goes to the landing route', async () => {
    const { calls } = mockFetch({
      'POST /api/login': () => ({ body: { token: 'jwt-1' } }),
      'GET /api/users/me': () => ({ body: { user: demoUser() } }),
    });
    const { router } = renderLogin();
    fill('E-Mail', ' max.mustermann@example.com ');
    fill('Passwort', 'Muster!2026');
    fireEvent.submit(screen.getByRole('button', { name: 'Einloggen' }));

    expect(await screen.findByText('Landing')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/berater/info');
    expect(getToken()).toBe('jwt-1');
    expect(getSavedLogin()).toEqual({ email: 'max.mustermann@example.com', first_name: 'Max' });
    expect(calls[0]?.body).toEqual({ email: 'max.mustermann@example.com', password: 'Muster!2026' });
    expect(calls[1]?.headers.get('Authorization')).toBe('Bearer jwt-1');
    expect(screen.getByRole('status').textContent).toBe('Du hast Dich erfolgreich eingeloggt!');
  });

  it('shows one login error toast for wrong credentials, however often it fails', async () => {
    mockFetch({
      'POST /api/login': () => ({ status: 401, body: { error: 'invalid_credentials', message: 'x' } }),
    });
    renderLogin();
    fill('E-Mail', 'max.mustermann@example.com');
    fill('Passwort', 'falsch');
    const button = screen.getByRole('button', { name: 'Einloggen' });
    fireEvent.submit(button);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Die Zugangsdaten sind falsch.'));
    fireEvent.submit(button);
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
    expect(getToken()).toBeNull();
  });

  it.each([
    [429, { error: 'too_many_requests', message: 'Zu viele Anmeldeversuche…' }, 'Zu viele Anmeldeversuche…'],
    [403, { error: 'client_not_allowed' }, 'Der Zugang ist für diese Anwendung nicht gültig.'],
    [500, { error: 'internal_error', message: 'Interner Fehler' }, 'Es ist ein Fehler aufgetreten.'],
  ])('shows the login error text for status %i', async (status, body, text) => {
    mockFetch({ 'POST /api/login': () => ({ status, body }) });
    renderLogin();
    fill('E-Mail', 'max.mustermann@example.com');
    fill('Passwort', 'x');
    fireEvent.submit(screen.getByRole('button', { name: 'Einloggen' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));
  });

  it('shows 422 field entries at the field and other entries as a toast', async () => {
    mockFetch({
      'POST /api/login': () => ({
        status: 422,
        body: { errors: ['email=>Diese E-Mail-Adresse ist unbekannt.', 'Bitte versuche es später.'] },
      }),
    });
    renderLogin();
    fill('E-Mail', 'max.mustermann@example.com');
    fill('Passwort', 'x');
    fireEvent.submit(screen.getByRole('button', { name: 'Einloggen' }));
    expect(await screen.findByText('Diese E-Mail-Adresse ist unbekannt.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Bitte versuche es später.');
  });
});
