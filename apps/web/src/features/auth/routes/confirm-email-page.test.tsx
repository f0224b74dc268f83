import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/storage';
import { demoUser, mockFetch } from '../../../test/fetch-mock';
import { renderRoutes, toastTexts } from '../../../test/render-routes';
import { getSavedLogin, saveLogin } from '../saved-login';
import { ConfirmEmailPage } from './confirm-email-page';

function renderConfirm(code = 'mail-code') {
  return renderRoutes([{ path: '/intro/email/:code', Component: ConfirmEmailPage }], `/intro/email/${code}`);
}

describe('e-mail confirmation page', () => {
  it('confirms the code, updates the saved login and goes to the login when logged out', async () => {
    saveLogin({ email: 'alt@example.com', first_name: 'Max' });
    const { calls } = mockFetch({
      'POST /api/email/confirm': () => ({ body: { email: 'neu@example.com' } }),
    });
    const { router } = renderConfirm();
    expect(await screen.findByText('Login')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/intro/login');
    expect(calls[0]?.body).toEqual({ code: 'mail-code' });
    expect(getSavedLogin()).toEqual({ email: 'neu@example.com', first_name: 'Max' });
    expect(toastTexts()).toEqual(['Die Änderungen wurden gespeichert.']);
  });

  it('goes to the landing route when logged in, with a fresh profile', async () => {
    setToken('jwt');
    const { calls } = mockFetch({
      'POST /api/email/confirm': () => ({ body: { email: 'neu@example.com' } }),
      'GET /api/users/me': () => ({ body: { user: demoUser({ email: 'neu@example.com' }) } }),
    });
    renderConfirm();
    expect(await screen.findByText('Landing')).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['/api/email/confirm', '/api/users/me']);
    expect(getSavedLogin()).toBeNull();
  });

  it('shows the code error as a toast and goes to the login', async () => {
    saveLogin({ email: 'alt@example.com', first_name: 'Max' });
    mockFetch({
      'POST /api/email/confirm': () => ({
        status: 422,
        body: { errors: ['code=>Der Link ist nicht mehr gültig'] },
      }),
    });
    renderConfirm();
    expect(await screen.findByText('Login')).toBeTruthy();
    expect(toastTexts()).toEqual(['Der Link ist nicht mehr gültig']);
    expect(getSavedLogin()?.email).toBe('alt@example.com');
  });
});
