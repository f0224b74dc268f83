import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToken } from '../../../lib/storage';
import { demoUser, mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render-routes';
import { SsoPage } from './sso-page';

function renderSso(token = 'sso-token') {
  return renderRoutes([{ path: '/intro/sso/:token', Component: SsoPage }], `/intro/sso/${token}`);
}

describe('single sign-on page', () => {
  it('trades the token once, stores the session token and goes to the landing route', async () => {
    const { calls } = mockFetch({
      'GET /api/sso/sso-token': () => ({ body: { token: 'jwt-sso' } }),
      'GET /api/users/me': () => ({ body: { user: demoUser() } }),
    });
    const { router } = renderSso();
    expect(await screen.findByText('Landing')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/berater/info');
    expect(getToken()).toBe('jwt-sso');
    expect(calls.filter((call) => call.path === '/api/sso/sso-token')).toHaveLength(1);
  });

  it('says "Der Token ist nicht gültig." with the title "Fehler beim einloggen" for 401 and goes to the login', async () => {
    mockFetch({ 'GET /api/sso/sso-token': () => ({ status: 401, body: { error: 'token_invalid' } }) });
    const { router } = renderSso();
    expect(await screen.findByText('Login')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/intro/login');
    const alert = within(screen.getByRole('region', { name: 'Hinweise' })).getByRole('alert');
    expect(within(alert).getByText('Fehler beim einloggen')).toBeTruthy();
    expect(alert.textContent).toBe('Fehler beim einloggen Der Token ist nicht gültig.');
    expect(getToken()).toBeNull();
  });

  it.each([
    ['a server error', { status: 500, body: { error: 'internal_error' } }],
    ['a network failure', 'network-error' as const],
  ])('says "Es ist ein Fehler beim Login aufgetreten" for %s', async (_, reply) => {
    mockFetch({ 'GET /api/sso/sso-token': () => reply });
    renderSso();
    expect(await screen.findByText('Login')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Es ist ein Fehler beim Login aufgetreten');
  });
});
