import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '../lib/storage';
import { mockFetch } from '../test/fetch-mock';
import { stubPlatformAuthenticator, webAuthnError } from '../test/webauthn';
import { adviserProfile } from '../test/workspace-fixtures';
import { App } from './app';
import { queryClient } from './query-client';
import { router } from './router';

/** The adviser's passkeys (issue 14): add and remove on #/berater/zugang, log in with one on the login page. */
const browser = vi.hoisted(() => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => browser);

const options = { challengeId: 'c-1', options: { challenge: 'abc', rpId: 'localhost' } };
const credential = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: {},
  clientExtensionResults: {},
};

beforeEach(() => {
  queryClient.clear();
  setToken(null);
  setToken(null, 'adviser');
  stubPlatformAuthenticator(true);
});

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const workspace = {
  'GET /api/berater/me': () => ({ body: adviserProfile }),
  'GET /api/berater/eingang': () => ({ body: { categories: [], chatUnread: 0 } }),
  'GET /api/berater/kunden': () => ({ body: { kunden: [] } }),
};

describe("the adviser's passkeys", () => {
  it('adds a passkey of this device from "Mein Zugang", lists it and removes it', async () => {
    setToken('adviser-jwt', 'adviser');
    let stored: { id: string; createdAt: string; lastUsedAt: string | null }[] = [];
    browser.startRegistration.mockResolvedValue(credential);
    const { calls } = mockFetch({
      ...workspace,
      'GET /api/berater/passkeys': () => ({ body: stored }),
      'POST /api/berater/passkeys/register/options': () => ({ body: options }),
      'POST /api/berater/passkeys/register/verify': () => {
        stored = [{ id: 'cred-1', createdAt: '2026-11-24T09:00:00.000Z', lastUsedAt: null }];
        return { body: { success: true } };
      },
      'DELETE /api/berater/passkeys/cred-1': () => {
        stored = [];
        return { body: { success: true } };
      },
    });
    await router.navigate('/berater/kunden');
    render(<App />);
    fireEvent.click(await screen.findByRole('link', { name: 'Mein Zugang' }, { timeout: 5000 }));
    expect(await screen.findByText('Sie haben noch keinen Passkey.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Passkey für dieses Gerät hinzufügen' }));
    expect(
      await screen.findByText('Der Passkey ist gespeichert. Sie können sich damit anmelden.'),
    ).toBeTruthy();
    const list = screen.getByRole('region', { name: 'Passkeys' });
    expect(await within(list).findByText('angelegt am 24.11.2026 · noch nicht benutzt')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/berater/passkeys/register/verify')?.body).toEqual({
      challengeId: 'c-1',
      response: credential,
    });
    expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: options.options });

    fireEvent.click(within(list).getByRole('button', { name: 'Passkey 1 entfernen' }));
    expect(await screen.findByText('Der Passkey wurde entfernt.')).toBeTruthy();
    expect(await within(list).findByText('Sie haben noch keinen Passkey.')).toBeTruthy();
  });

  it('logs in with a passkey into the workspace, never into the customer app', async () => {
    browser.startAuthentication.mockResolvedValue(credential);
    const { calls } = mockFetch({
      ...workspace,
      'POST /api/berater/passkeys/login/options': () => ({ body: options }),
      'POST /api/berater/passkeys/login/verify': () => ({ body: { token: 'adviser-passkey-jwt' } }),
    });
    await router.navigate('/berater/login');
    render(<App />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mit Passkey anmelden' }, { timeout: 5000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/berater/kunden'));
    expect(getToken('adviser')).toBe('adviser-passkey-jwt');
    expect(getToken('customer')).toBeNull();
    expect(calls.some((call) => call.path.startsWith('/api/passkeys'))).toBe(false);
  });

  it('says so when the system prompt was cancelled or the passkey was refused', async () => {
    browser.startAuthentication.mockRejectedValueOnce(webAuthnError('NotAllowedError'));
    browser.startAuthentication.mockResolvedValueOnce(credential);
    mockFetch({
      'POST /api/berater/passkeys/login/options': () => ({ body: options }),
      'POST /api/berater/passkeys/login/verify': () => ({
        status: 401,
        body: { error: 'invalid_credentials', message: 'Die Zugangsdaten sind falsch.' },
      }),
    });
    await router.navigate('/berater/login');
    render(<App />);
    const button = await screen.findByRole('button', { name: 'Mit Passkey anmelden' }, { timeout: 5000 });
    fireEvent.click(button);
    expect(await screen.findByText('Die Anmeldung mit Passkey wurde abgebrochen.')).toBeTruthy();
    fireEvent.click(button);
    expect(await screen.findByText('Die Zugangsdaten sind falsch.')).toBeTruthy();
    expect(getToken('adviser')).toBeNull();
  });

  it('offers no passkey login where the browser has none', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    mockFetch({});
    await router.navigate('/berater/login');
    render(<App />);
    expect(await screen.findByRole('button', { name: 'Anmelden' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mit Passkey anmelden' })).toBeNull();
  });

  it('changes the password with the current one; a wrong current password shows at its field', async () => {
    setToken('adviser-jwt', 'adviser');
    const { calls } = mockFetch({
      ...workspace,
      'GET /api/berater/passkeys': () => ({ body: [] }),
      'POST /api/berater/passwort/aendern': (call) =>
        (call.body as { password: string }).password === 'Falsch!2026'
          ? { status: 422, body: { errors: ['password=>Das aktuelle Passwort ist falsch.'] } }
          : { body: { success: true, message: 'Die Änderungen wurden gespeichert.' } },
    });
    await router.navigate('/berater/zugang');
    render(<App />);
    const form = await screen.findByRole('region', { name: 'Passwort ändern' }, { timeout: 5000 });
    fireEvent.click(within(form).getByRole('button', { name: 'Passwort ändern' }));
    expect(await within(form).findAllByText('Dieses Feld ist ein Pflichtfeld.')).not.toHaveLength(0);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    const fill = (current: string) => {
      fireEvent.change(within(form).getByLabelText('Aktuelles Passwort'), { target: { value: current } });
      fireEvent.change(within(form).getByLabelText('Neues Passwort'), {
        target: { value: 'Berater!2027neu' },
      });
      fireEvent.change(within(form).getByLabelText(/wiederholen/), { target: { value: 'Berater!2027neu' } });
      fireEvent.click(within(form).getByRole('button', { name: 'Passwort ändern' }));
    };
    fill('Falsch!2026');
    expect(await within(form).findByText('Das aktuelle Passwort ist falsch.')).toBeTruthy();
    fill('Berater!2026');
    expect(
      await screen.findByText('Ihr Passwort wurde geändert. Andere angemeldete Geräte wurden abgemeldet.'),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      password: 'Berater!2026',
      neues_passwort: 'Berater!2027neu',
      password_new_confirmation: 'Berater!2027neu',
    });
    expect((within(form).getByLabelText('Aktuelles Passwort') as HTMLInputElement).value).toBe('');
  });
});
