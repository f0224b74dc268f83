import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getToken, setToken } from '../lib/storage';
import { mockFetch } from '../test/fetch-mock';
import { adviserProfile } from '../test/workspace-fixtures';
import { App } from './app';
import { queryClient } from './query-client';
import { router } from './router';

/** The workspace's own "Passwort vergessen" (issue 14): request the link, set the new password, logged in. */
beforeEach(() => {
  queryClient.clear();
  setToken(null);
  setToken(null, 'adviser');
});

const PASSWORD = 'Berater!2027neu';

describe("the workspace's password reset", () => {
  it('asks for the link from the login page and never says whether the address has an account', async () => {
    const { calls } = mockFetch({ 'POST /api/berater/passwort/vergessen': () => ({ body: { send: true } }) });
    await router.navigate('/berater/login');
    render(<App />);
    fireEvent.click(await screen.findByRole('link', { name: 'Passwort vergessen?' }, { timeout: 5000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/berater/passwort-vergessen'));
    // The page's own field: until it renders, the login page's 'E-Mail-Adresse' may still be the one shown.
    await screen.findByRole('heading', { name: 'Passwort vergessen' });
    const email = screen.getByLabelText('E-Mail-Adresse');
    fireEvent.change(email, { target: { value: 'kaputt@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link anfordern' }));
    expect(await screen.findByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.change(email, { target: { value: 'berater@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link anfordern' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Wenn es zu dieser Adresse einen Beraterzugang gibt, haben wir Ihnen einen Link geschickt. Er ist 60 Minuten gültig.',
    );
    expect(calls[0]?.body).toEqual({ email: 'berater@example.com' });
  });

  it('sets the new password with the code of the link and logs the adviser in', async () => {
    const { calls } = mockFetch({
      'POST /api/berater/passwort/pruefen': () => ({ body: { valid: true } }),
      'POST /api/berater/passwort/neu': () => ({ body: { token: 'new-adviser-jwt' } }),
      'GET /api/berater/me': () => ({ body: adviserProfile }),
      'GET /api/berater/eingang': () => ({ body: { categories: [], chatUnread: 0 } }),
      'GET /api/berater/kunden': () => ({ body: { kunden: [] } }),
    });
    await router.navigate('/berater/passwort/abc123');
    render(<App />);
    fireEvent.change(await screen.findByLabelText('Neues Passwort', {}, { timeout: 5000 }), {
      target: { value: PASSWORD },
    });
    fireEvent.change(screen.getByLabelText(/wiederholen/), { target: { value: PASSWORD } });
    fireEvent.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/berater/kunden'));
    expect(getToken('adviser')).toBe('new-adviser-jwt');
    expect(getToken('customer')).toBeNull();
    expect(calls.find((call) => call.path === '/api/berater/passwort/neu')?.body).toEqual({
      code: 'abc123',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
  });

  it('says at once when the page opens that a used or foreign link no longer works, without the form', async () => {
    const { calls } = mockFetch({ 'POST /api/berater/passwort/pruefen': () => ({ body: { valid: false } }) });
    await router.navigate('/berater/passwort/benutzt');
    render(<App />);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveProperty(
      'textContent',
      'Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
    );
    expect(screen.queryByLabelText('Neues Passwort')).toBeNull();
    expect(calls.map((call) => [call.path, call.body])).toEqual([
      ['/api/berater/passwort/pruefen', { code: 'benutzt' }],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Neuen Link anfordern' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/berater/passwort-vergessen'));
  });

  it('sends a link used since the check back to asking for a new one', async () => {
    mockFetch({
      'POST /api/berater/passwort/pruefen': () => ({ body: { valid: true } }),
      'POST /api/berater/passwort/neu': () => ({
        status: 422,
        body: { errors: ['code=>Der Link ist nicht mehr gültig.'] },
      }),
    });
    await router.navigate('/berater/passwort/alt');
    render(<App />);
    fireEvent.change(await screen.findByLabelText('Neues Passwort', {}, { timeout: 5000 }), {
      target: { value: PASSWORD },
    });
    fireEvent.change(screen.getByLabelText(/wiederholen/), { target: { value: PASSWORD } });
    fireEvent.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(
      await screen.findByText('Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.'),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/berater/passwort-vergessen'));
    expect(getToken('adviser')).toBeNull();
  });

  it('leads every other workspace page to the login without a session', async () => {
    mockFetch({});
    await router.navigate('/berater/formulare');
    await waitFor(() => expect(router.state.location.pathname).toBe('/berater/login'));
  });
});
