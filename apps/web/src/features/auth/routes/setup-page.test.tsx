import { uiTexts } from '@kundenportal/domain/texts/ui';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToken } from '../../../lib/storage';
import { demoUser, mockFetch } from '../../../test/fetch-mock';
import { fill, renderRoutes, toastTexts } from '../../../test/render-routes';
import { getSavedLogin } from '../saved-login';
import { SetupPage } from './setup-page';

function renderSetup(code = 'invite-1') {
  return renderRoutes(
    [{ path: '/intro/einrichtung/:code', Component: SetupPage }],
    `/intro/einrichtung/${code}`,
  );
}

const activation = () => ({ body: { email: 'neu@example.com', first_name: 'Nora' } });

function acceptTerms() {
  fireEvent.click(screen.getByRole('checkbox', { name: uiTexts.agbLabel }));
  fireEvent.click(screen.getByRole('checkbox', { name: uiTexts.privacyLabel }));
}

describe('account activation page', () => {
  it('greets "Hallo {first_name}" with the e-mail of the link', async () => {
    const { calls } = mockFetch({ 'GET /api/activate/invite-1': activation });
    renderSetup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hallo Nora' })).toBeTruthy();
    expect(screen.getByText('neu@example.com')).toBeTruthy();
    expect(calls[0]?.path).toBe('/api/activate/invite-1');
  });

  it.each([
    ['401 invalid_activation_code', 401, { error: 'invalid_activation_code' }],
    ['500 The token has been blacklisted', 500, { message: 'The token has been blacklisted' }],
    ['500 Token has expired', 500, { message: 'Token has expired' }],
  ])('says "Der Link ist nicht mehr gültig" and goes to the login for %s', async (_, status, body) => {
    mockFetch({ 'GET /api/activate/invite-1': () => ({ status, body }) });
    const { router } = renderSetup();
    expect(await screen.findByText('Login')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/intro/login');
    expect(toastTexts()).toEqual(['Der Link ist nicht mehr gültig']);
  });

  it('asks for the terms and the privacy text as sign-up does, each readable over the page (issue 27)', async () => {
    const { calls } = mockFetch({ 'GET /api/activate/invite-1': activation });
    renderSetup();
    await screen.findByRole('heading', { level: 1, name: 'Hallo Nora' });
    fill('Passwort', 'Nora!2026x');
    fill('Passwort wiederholen', 'Nora!2026x');
    fireEvent.click(screen.getByRole('button', { name: 'Konto einrichten' }));
    expect(await screen.findByText('Bitte stimme den Nutzungsbedingungen zu.')).toBeTruthy();
    expect(screen.getByText('Bitte stimme der Datenschutzerklärung zu.')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/complete')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: uiTexts.readPrivacy }));
    expect(screen.getByRole('dialog', { name: 'Datenschutzerklärung' })).toBeTruthy();
  });

  it('sets the password, logs in and lands', async () => {
    const { calls } = mockFetch({
      'GET /api/activate/invite-1': activation,
      'POST /api/complete': () => ({ body: { token: 'jwt-setup' } }),
      'GET /api/users/me': () => ({
        body: { user: demoUser({ first_name: 'Nora', email: 'neu@example.com' }) },
      }),
    });
    renderSetup();
    await screen.findByRole('heading', { level: 1, name: 'Hallo Nora' });
    fill('Passwort', 'Nora!2026x');
    fill('Passwort wiederholen', 'Nora!2026x');
    acceptTerms();
    fireEvent.click(screen.getByRole('button', { name: 'Konto einrichten' }));
    expect(await screen.findByText('Landing')).toBeTruthy();
    const complete = calls.find((call) => call.path === '/api/complete');
    expect(complete?.body).toEqual({
      password: 'Nora!2026x',
      password_confirmation: 'Nora!2026x',
      agb_check: '1',
      datenschutzerklaerung_check: '1',
    });
    expect(getToken()).toBe('jwt-setup');
    expect(getSavedLogin()).toEqual({ email: 'neu@example.com', first_name: 'Nora' });
  });

  it('sends the code as the token query parameter and treats a 401 on completion as an invalid link', async () => {
    let url = '';
    const { fetchMock } = mockFetch({
      'GET /api/activate/invite-1': activation,
      'POST /api/complete': () => ({ status: 401, body: { error: 'invalid_activation_code' } }),
    });
    renderSetup();
    await screen.findByRole('heading', { level: 1, name: 'Hallo Nora' });
    fill('Passwort', 'Nora!2026x');
    fill('Passwort wiederholen', 'Nora!2026x');
    acceptTerms();
    fireEvent.click(screen.getByRole('button', { name: 'Konto einrichten' }));
    expect(await screen.findByText('Login')).toBeTruthy();
    url = String(fetchMock.mock.calls.at(-1)?.[0]);
    expect(url).toBe('/api/complete?token=invite-1');
    expect(toastTexts()).toEqual(['Der Link ist nicht mehr gültig']);
    expect(getToken()).toBeNull();
  });
});
