import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToken } from '../../../lib/storage';
import { demoUser, mockFetch } from '../../../test/fetch-mock';
import { fill, renderRoutes, toastTexts } from '../../../test/render-routes';
import { ResetPasswordPage } from './reset-password-page';

function renderReset(code = 'abc123') {
  return renderRoutes(
    [{ path: '/intro/Passwortvergessen/:code', Component: ResetPasswordPage }],
    `/intro/Passwortvergessen/${code}`,
  );
}

function submit(password = 'Neu!Passwort1', confirmation = password) {
  fill('Neues Passwort', password);
  fill('Passwort wiederholen', confirmation);
  fireEvent.click(screen.getByRole('button', { name: 'Passwort speichern' }));
}

describe('password reset page', () => {
  it('holds the new password to the policy and the confirmation before calling', async () => {
    const { fetchMock } = mockFetch({});
    renderReset();
    expect(screen.getByText('Dein Passwort sollte folgende Merkmale besitzen:')).toBeTruthy();
    submit('kurz', 'kurz');
    expect(await screen.findByText('Das Passwort erfüllt nicht alle Anforderungen.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Neues Passwort')));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sets the password with the code, logs in with the returned token and lands', async () => {
    const { calls, router } = (() => {
      const mock = mockFetch({
        'POST /api/password/forgot': () => ({ body: { token: 'jwt-reset' } }),
        'GET /api/users/me': () => ({ body: { user: demoUser() } }),
      });
      return { ...mock, ...renderReset() };
    })();
    submit();
    expect(await screen.findByText('Landing')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/berater/info');
    expect(calls[0]?.body).toEqual({
      code: 'abc123',
      password: 'Neu!Passwort1',
      password_confirmation: 'Neu!Passwort1',
    });
    expect(getToken()).toBe('jwt-reset');
    expect(toastTexts()).toEqual(['Die Änderungen wurden gespeichert.']);
  });

  it('shows an error for the code field as a toast and goes to the login', async () => {
    mockFetch({
      'POST /api/password/forgot': () => ({
        status: 422,
        body: { errors: ['code=>Der Link ist nicht mehr gültig'] },
      }),
    });
    const { router } = renderReset();
    submit();
    expect(await screen.findByText('Login')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/intro/login');
    expect(toastTexts()).toEqual(['Der Link ist nicht mehr gültig']);
    expect(getToken()).toBeNull();
  });

  it('shows other field errors at their fields and stays', async () => {
    mockFetch({
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
    submit();
    expect(await screen.findByText(/zu bekannt/)).toBeTruthy();
    expect(screen.getByLabelText('Neues Passwort').getAttribute('aria-invalid')).toBe('true');
    fill('Neues Passwort', 'Anderes!Passwort2');
    expect(screen.queryByText(/zu bekannt/)).toBeNull();
  });
});
