import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToken } from '../../../lib/storage';
import { demoUser, mockFetch } from '../../../test/fetch-mock';
import { fill, renderRoutes, toastTexts } from '../../../test/render-routes';
import { ResetPasswordPage } from './reset-password-page';

function renderReset(code = 'abc123') {
  return renderRoutes(
    [
      { path: '/intro/Passwortvergessen/:code', Component: ResetPasswordPage },
      { path: '/intro/login/forgotpassword', element: <p>Passwort vergessen</p> },
    ],
    `/intro/Passwortvergessen/${code}`,
  );
}

/** The check of the link when the page opens (POST /api/password/forgot_check). */
const linkValid = { 'POST /api/password/forgot_check': () => ({ body: { valid: true } }) };

async function submit(password = 'Neu!Passwort1', confirmation = password) {
  await screen.findByLabelText('Neues Passwort');
  fill('Neues Passwort', password);
  fill('Passwort wiederholen', confirmation);
  fireEvent.click(screen.getByRole('button', { name: 'Passwort speichern' }));
}

describe('password reset page', () => {
  it('checks the link when the page opens, then holds the password to the policy before calling', async () => {
    const { calls } = mockFetch(linkValid);
    renderReset();
    expect(screen.getByText('Dein Link wird geprüft…')).toBeTruthy();
    expect(screen.queryByLabelText('Neues Passwort')).toBeNull();
    expect(await screen.findByText('Dein Passwort sollte folgende Merkmale besitzen:')).toBeTruthy();
    await submit('kurz', 'kurz');
    expect(await screen.findByText('Das Passwort erfüllt nicht alle Anforderungen.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Neues Passwort')));
    expect(calls.map((call) => [call.path, call.body])).toEqual([
      ['/api/password/forgot_check', { code: 'abc123' }],
    ]);
  });

  it('shows a used, expired or unknown link at once, without the form, with a way to a new link', async () => {
    const { calls } = mockFetch({ 'POST /api/password/forgot_check': () => ({ body: { valid: false } }) });
    const { router } = renderReset('benutzt');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Der Link ist nicht mehr gültig');
    expect(alert.textContent).toContain('Fordere einfach einen neuen an.');
    expect(screen.queryByLabelText('Neues Passwort')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Passwort speichern' })).toBeNull();
    expect(screen.getByRole('link', { name: /Login/ }).getAttribute('href')).toBe('/intro/login');
    fireEvent.click(screen.getByRole('button', { name: 'Neuen Link anfordern' }));
    expect(await screen.findByText('Passwort vergessen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/intro/login/forgotpassword');
    expect(calls).toHaveLength(1);
  });

  it('shows the form when the check cannot answer (the save checks the code anyway)', async () => {
    mockFetch({
      'POST /api/password/forgot_check': () => ({ status: 429, body: { error: 'too_many_requests' } }),
    });
    renderReset();
    expect(await screen.findByLabelText('Neues Passwort')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sets the password with the code, logs in with the returned token and lands', async () => {
    const { calls, router } = (() => {
      const mock = mockFetch({
        ...linkValid,
        'POST /api/password/forgot': () => ({ body: { token: 'jwt-reset' } }),
        'GET /api/users/me': () => ({ body: { user: demoUser() } }),
      });
      return { ...mock, ...renderReset() };
    })();
    await submit();
    expect(await screen.findByText('Landing')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/berater/info');
    expect(calls.find((call) => call.path === '/api/password/forgot')?.body).toEqual({
      code: 'abc123',
      password: 'Neu!Passwort1',
      password_confirmation: 'Neu!Passwort1',
    });
    expect(getToken()).toBe('jwt-reset');
    expect(toastTexts()).toEqual(['Die Änderungen wurden gespeichert.']);
  });

  it('shows a code refused on saving (used since the check) as a toast and goes to the login', async () => {
    mockFetch({
      ...linkValid,
      'POST /api/password/forgot': () => ({
        status: 422,
        body: { errors: ['code=>Der Link ist nicht mehr gültig'] },
      }),
    });
    const { router } = renderReset();
    await submit();
    expect(await screen.findByText('Login')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/intro/login');
    expect(toastTexts()).toEqual(['Der Link ist nicht mehr gültig']);
    expect(getToken()).toBeNull();
  });

  it('shows other field errors at their fields and stays', async () => {
    mockFetch({
      ...linkValid,
      'POST /api/password/forgot': () => ({
        status: 422,
        body: {
          errors: [
            'password=>Dieses Passwort ist zu bekannt und leicht zu erraten. Bitte wähle ein anderes.',
          ],
        },
      }),
    });
    renderReset();
    await submit();
    expect(await screen.findByText(/zu bekannt/)).toBeTruthy();
    expect(screen.getByLabelText('Neues Passwort').getAttribute('aria-invalid')).toBe('true');
    fill('Neues Passwort', 'Anderes!Passwort2');
    expect(screen.queryByText(/zu bekannt/)).toBeNull();
  });
});
