import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render-routes';
import { LoginPage } from '../routes/login-page';

function renderLogin(entry: string | { pathname: string; state?: unknown } = '/intro/login') {
  return renderRoutes(
    [
      { path: '/intro/login', Component: LoginPage },
      { path: '/intro/login/forgotpassword', Component: LoginPage },
    ],
    entry,
  );
}

async function dialog() {
  return screen.findByRole('dialog', { name: 'Passwort vergessen' });
}

describe('forgot-password modal', () => {
  it('opens from "Passwort vergessen?" with the typed e-mail, and closes again', async () => {
    mockFetch({});
    renderLogin();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.change(screen.getByLabelText('E-Mail'), { target: { value: 'max.mustermann@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Passwort vergessen?' }));
    const modal = await dialog();
    expect((within(modal).getByLabelText('E-Mail') as HTMLInputElement).value).toBe(
      'max.mustermann@example.com',
    );
    fireEvent.click(within(modal).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Passwort vergessen?' }));
  });

  it.each([
    ['the route /intro/login/forgotpassword', '/intro/login/forgotpassword'],
    ['the query parameter forgotPassword', '/intro/login?forgotPassword=1'],
  ])('opens on %s', async (_, entry) => {
    mockFetch({});
    renderLogin(entry);
    expect(await dialog()).toBeTruthy();
  });

  it('opens with the state parameter forgotPassword', async () => {
    mockFetch({});
    renderLogin({ pathname: '/intro/login', state: { forgotPassword: true } });
    expect(await dialog()).toBeTruthy();
  });

  it('checks the e-mail before asking the server', async () => {
    const { fetchMock } = mockFetch({});
    renderLogin('/intro/login/forgotpassword');
    const modal = await dialog();
    fireEvent.change(within(modal).getByLabelText('E-Mail'), { target: { value: 'max@' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Link anfordern' }));
    expect(await within(modal).findByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeTruthy();
    expect(within(modal).getByLabelText('E-Mail').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the sent state when the link went out', async () => {
    const { calls } = mockFetch({ 'POST /api/password/forgot_request': () => ({ body: { send: true } }) });
    renderLogin('/intro/login/forgotpassword');
    const modal = await dialog();
    fireEvent.change(within(modal).getByLabelText('E-Mail'), { target: { value: ' max@example.com ' } });
    fireEvent.submit(within(modal).getByRole('button', { name: 'Link anfordern' }));
    const status = await within(modal).findByRole('status');
    expect(status.textContent).toMatch(/haben wir Dir einen Link zum Zurücksetzen geschickt/);
    expect(calls[0]?.body).toEqual({ email: 'max@example.com' });
    await waitFor(() => expect(document.activeElement).toBe(status));
    fireEvent.click(within(modal).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the error state for fehler_art EmailErr and can try again', async () => {
    mockFetch({
      'POST /api/password/forgot_request': () => ({
        status: 422,
        body: { send: false, fehler_art: 'EmailErr' },
      }),
    });
    renderLogin('/intro/login/forgotpassword');
    const modal = await dialog();
    fireEvent.change(within(modal).getByLabelText('E-Mail'), { target: { value: 'max@example.com' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Link anfordern' }));
    expect((await within(modal).findByRole('alert')).textContent).toBe(
      'Bitte gib eine gültige E-Mail-Adresse ein.',
    );
    fireEvent.click(within(modal).getByRole('button', { name: 'Erneut versuchen' }));
    expect(within(modal).getByLabelText('E-Mail')).toBeTruthy();
  });

  it('shows the error state when send is not true, and for too many requests', async () => {
    let reply: { status?: number; body: unknown } = { body: { send: false } };
    mockFetch({ 'POST /api/password/forgot_request': () => reply });
    renderLogin('/intro/login/forgotpassword');
    const modal = await dialog();
    fireEvent.change(within(modal).getByLabelText('E-Mail'), { target: { value: 'max@example.com' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Link anfordern' }));
    expect((await within(modal).findByRole('alert')).textContent).toBe('Es ist ein Fehler aufgetreten.');
    reply = { status: 429, body: { error: 'too_many_requests' } };
    fireEvent.click(within(modal).getByRole('button', { name: 'Erneut versuchen' }));
    fireEvent.click(within(modal).getByRole('button', { name: 'Link anfordern' }));
    await waitFor(() => expect(within(modal).getByRole('alert').textContent).toMatch(/^Zu viele Anfragen/));
  });
});
