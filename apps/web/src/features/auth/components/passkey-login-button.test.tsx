import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '../../../lib/storage';
import { demoUser, mockFetch } from '../../../test/fetch-mock';
import { renderAt, stubPlatformAuthenticator, webAuthnError } from '../../../test/webauthn';
import { getPasskeyChoice, setPasskeyChoice } from '../passkey-device';
import { getSavedLogin } from '../saved-login';
import { PasskeyLoginButton } from './passkey-login-button';

const browser = vi.hoisted(() => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => browser);

const assertion = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: {},
  clientExtensionResults: {},
};
const options = {
  challengeId: 'c-1',
  options: { challenge: 'abc', rpId: 'localhost', userVerification: 'required' },
};

function renderLogin() {
  return renderAt('/intro/login', <PasskeyLoginButton />, { '/app/berater/info': <p>Landing</p> });
}

beforeEach(() => {
  stubPlatformAuthenticator(true);
});

afterEach(() => {
  vi.clearAllMocks();
});

describe('PasskeyLoginButton', () => {
  it('is hidden until this device has a passkey', () => {
    renderLogin();
    expect(screen.queryByRole('button', { name: 'Mit Passkey anmelden' })).toBeNull();
  });

  it('is hidden in a browser without WebAuthn', () => {
    setPasskeyChoice('max.mustermann@example.com', 'enabled');
    vi.stubGlobal('PublicKeyCredential', undefined);
    renderLogin();
    expect(screen.queryByRole('button', { name: 'Mit Passkey anmelden' })).toBeNull();
  });

  it('logs in with the passkey like a password login: token, saved login, toast, landing page', async () => {
    setPasskeyChoice('max.mustermann@example.com', 'enabled');
    browser.startAuthentication.mockResolvedValue(assertion);
    const { calls } = mockFetch({
      'POST /api/passkeys/login/options': () => ({ body: options }),
      'POST /api/passkeys/login/verify': () => ({ body: { token: 'passkey-token' } }),
      'GET /api/users/me': () => ({ body: { user: demoUser() } }),
    });
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Mit Passkey anmelden' }));

    expect(await screen.findByText('Landing')).toBeTruthy();
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: options.options });
    expect(calls.find((c) => c.path === '/api/passkeys/login/verify')?.body).toEqual({
      challengeId: 'c-1',
      response: assertion,
    });
    expect(getToken()).toBe('passkey-token');
    expect(getSavedLogin()).toEqual({ email: 'max.mustermann@example.com', first_name: 'Max' });
    expect(getPasskeyChoice('max.mustermann@example.com')).toBe('enabled');
    expect(screen.getByText('Du hast Dich erfolgreich eingeloggt!')).toBeTruthy();
  });

  it('shows the login error of a refused passkey and stays', async () => {
    setPasskeyChoice('max.mustermann@example.com', 'enabled');
    browser.startAuthentication.mockResolvedValue(assertion);
    mockFetch({
      'POST /api/passkeys/login/options': () => ({ body: options }),
      'POST /api/passkeys/login/verify': () => ({
        status: 401,
        body: { error: 'invalid_credentials', message: 'Die Zugangsdaten sind falsch.' },
      }),
    });
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Mit Passkey anmelden' }));
    expect(await screen.findByText('Die Zugangsdaten sind falsch.')).toBeTruthy();
    expect(getToken()).toBeNull();
    expect(screen.queryByText('Landing')).toBeNull();
  });

  it('says so quietly when the system prompt was cancelled', async () => {
    setPasskeyChoice('max.mustermann@example.com', 'enabled');
    browser.startAuthentication.mockRejectedValue(webAuthnError('NotAllowedError'));
    const { calls } = mockFetch({ 'POST /api/passkeys/login/options': () => ({ body: options }) });
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Mit Passkey anmelden' }));
    expect(await screen.findByText('Die Anmeldung mit Passkey wurde abgebrochen.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/passkeys/login/verify')).toBe(false);
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Mit Passkey anmelden' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
  });
});
