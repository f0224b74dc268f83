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
});
