import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { demoUser, mockFetch } from '../../../test/fetch-mock';
import { renderAt, stubPlatformAuthenticator, webAuthnError } from '../../../test/webauthn';
import { getPasskeyChoice, setPasskeyChoice } from '../passkey-device';
import { PasskeyPrompt } from './passkey-prompt';

/**
 * The prompt has the profile and has decided: its (closed) <dialog> is in the document, and when it asked
 * whether a platform authenticator exists, that answer has arrived. No waiting for a while instead.
 */
async function promptDecided(platform: ReturnType<typeof stubPlatformAuthenticator>) {
  await waitFor(() => expect(document.querySelector('dialog')).not.toBeNull());
  for (const asked of platform.isUserVerifyingPlatformAuthenticatorAvailable.mock.results) await asked.value;
  // What that answer set is drawn.
  await act(async () => {});
}

const browser = vi.hoisted(() => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => browser);

const EMAIL = 'max.mustermann@example.com';
const QUESTION = 'Möchtest Du Dich künftig mit Touch-ID / Face-ID (Passkey) anmelden?';
const attestation = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: {},
  clientExtensionResults: {},
};
const registrationOptions = { challengeId: 'c-1', options: { challenge: 'abc', rp: { id: 'localhost' } } };

function server() {
  return mockFetch({
    'GET /api/users/me': () => ({ body: { user: demoUser() } }),
    'POST /api/passkeys/register/options': () => ({ body: registrationOptions }),
    'POST /api/passkeys/register/verify': () => ({ body: { success: true } }),
    'GET /api/passkeys': () => ({ body: [] }),
  });
}

beforeEach(() => {
  setToken('session-token');
});

afterEach(() => {
  vi.clearAllMocks();
});

describe('PasskeyPrompt', () => {
  it('asks once after the first login where Touch-ID / Face-ID exists; "Nicht jetzt" is remembered', async () => {
    const platform = stubPlatformAuthenticator(true);
    server();
    renderAt('/app/berater/info', <PasskeyPrompt />);
    const dialog = await screen.findByRole('dialog', { name: 'Biometrische Anmeldung' });
    expect(dialog.textContent).toContain(QUESTION);

    fireEvent.click(screen.getByRole('button', { name: 'Nicht jetzt' }));
    expect(getPasskeyChoice(EMAIL)).toBe('declined');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    cleanup();
    renderAt('/app/berater/info', <PasskeyPrompt />);
    await promptDecided(platform);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"Aktivieren" registers a passkey, says Zugangsdaten gespeichert and remembers it', async () => {
    stubPlatformAuthenticator(true);
    browser.startRegistration.mockResolvedValue(attestation);
    const { calls } = server();
    renderAt('/app/berater/info', <PasskeyPrompt />);
    fireEvent.click(await screen.findByRole('button', { name: 'Aktivieren' }));

    expect(await screen.findByText('Zugangsdaten gespeichert')).toBeTruthy();
    expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: registrationOptions.options });
    expect(calls.find((c) => c.path === '/api/passkeys/register/verify')?.body).toEqual({
      challengeId: 'c-1',
      response: attestation,
    });
    expect(getPasskeyChoice(EMAIL)).toBe('enabled');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('remembers a cancelled system prompt as an answer (it can be turned on in the password area)', async () => {
    stubPlatformAuthenticator(true);
    browser.startRegistration.mockRejectedValue(webAuthnError('NotAllowedError'));
    server();
    renderAt('/app/berater/info', <PasskeyPrompt />);
    fireEvent.click(await screen.findByRole('button', { name: 'Aktivieren' }));
    expect(await screen.findByText('Die Anmeldung mit Passkey wurde abgebrochen.')).toBeTruthy();
    expect(getPasskeyChoice(EMAIL)).toBe('declined');
  });

  it('does not ask without a platform authenticator, or when this account answered before', async () => {
    const none = stubPlatformAuthenticator(false);
    const { calls } = server();
    renderAt('/app/berater/info', <PasskeyPrompt />);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/users/me')).toBe(true));
    await waitFor(() => expect(none.isUserVerifyingPlatformAuthenticatorAvailable).toHaveBeenCalled());
    await promptDecided(none);
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    const platform = stubPlatformAuthenticator(true);
    setPasskeyChoice(EMAIL.toUpperCase(), 'enabled');
    renderAt('/app/berater/info', <PasskeyPrompt />);
    await promptDecided(platform);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
