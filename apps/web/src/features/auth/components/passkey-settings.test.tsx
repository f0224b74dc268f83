import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { demoUser, mockFetch } from '../../../test/fetch-mock';
import { renderAt, stubPlatformAuthenticator } from '../../../test/webauthn';
import { getPasskeyChoice, hasPasskeyOnDevice, setPasskeyChoice } from '../passkey-device';
import { PasskeySettings } from './passkey-settings';

const browser = vi.hoisted(() => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => browser);

const EMAIL = 'max.mustermann@example.com';
const SWITCH = 'Biometrische Anmeldung (Touch-ID)';
const attestation = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: {},
  clientExtensionResults: {},
};
const passkey = { id: 'cred-1', createdAt: '2026-01-01T00:00:00.000Z', lastUsedAt: null };

function server(initial: (typeof passkey)[]) {
  let stored = [...initial];
  return mockFetch({
    'GET /api/users/me': () => ({ body: { user: demoUser() } }),
    'GET /api/passkeys': () => ({ body: stored }),
    'POST /api/passkeys/register/options': () => ({
      body: { challengeId: 'c-1', options: { challenge: 'x' } },
    }),
    'POST /api/passkeys/register/verify': () => {
      stored = [passkey];
      return { body: { success: true } };
    },
    'DELETE /api/passkeys': () => {
      const removed = stored.length;
      stored = [];
      return { body: { success: true, removed } };
    },
  });
}

function renderSettings() {
  return renderAt('/app/MeinKonto/passwort', <PasskeySettings />, { '/app/logout': <p>Logout</p> });
}

const theSwitch = () => screen.findByRole('switch', { name: SWITCH });

beforeEach(() => {
  setToken('session-token');
});

afterEach(() => {
  vi.clearAllMocks();
});

describe('PasskeySettings', () => {
  it('turning it on registers a passkey, then asks to log out now or later; "Jetzt ausloggen" logs out', async () => {
    stubPlatformAuthenticator(true);
    browser.startRegistration.mockResolvedValue(attestation);
    server([]);
    const { router } = renderSettings();
    const control = await theSwitch();
    expect(control.getAttribute('aria-checked')).toBe('false');
    await waitFor(() => expect((control as HTMLButtonElement).disabled).toBe(false));

    fireEvent.click(control);
    expect(await screen.findByText('Zugangsdaten gespeichert')).toBeTruthy();
    const dialog = await screen.findByRole('dialog', { name: 'Touch-ID testen' });
    expect(dialog.textContent).toContain(
      'Möchtest Du Dich jetzt ausloggen, um die Anmeldung mit Touch-ID zu testen, oder später?',
    );
    await waitFor(() => expect(control.getAttribute('aria-checked')).toBe('true'));
    expect(hasPasskeyOnDevice()).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Jetzt ausloggen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/logout'));
  });

  it('"Später" just closes the question', async () => {
    stubPlatformAuthenticator(true);
    browser.startRegistration.mockResolvedValue(attestation);
    server([]);
    const { router } = renderSettings();
    const control = await theSwitch();
    await waitFor(() => expect((control as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(control);
    fireEvent.click(await screen.findByRole('button', { name: 'Später' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/app/MeinKonto/passwort');
  });

  it('turning it off removes the passkeys on the server and the device flag', async () => {
    stubPlatformAuthenticator(true);
    setPasskeyChoice(EMAIL, 'enabled');
    const { calls } = server([passkey]);
    renderSettings();
    const control = await theSwitch();
    await waitFor(() => expect(control.getAttribute('aria-checked')).toBe('true'));
    await waitFor(() => expect((control as HTMLButtonElement).disabled).toBe(false));

    fireEvent.click(control);
    expect(await screen.findByText('Die biometrische Anmeldung wurde deaktiviert.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/passkeys')).toBe(true);
    expect(getPasskeyChoice(EMAIL)).toBe('declined');
    expect(hasPasskeyOnDevice()).toBe(false);
    await waitFor(() => expect(control.getAttribute('aria-checked')).toBe('false'));
  });

  it('forgets a device flag whose passkeys the server no longer has', async () => {
    stubPlatformAuthenticator(true);
    setPasskeyChoice(EMAIL, 'enabled');
    server([]);
    renderSettings();
    await waitFor(() => expect(getPasskeyChoice(EMAIL)).toBe('declined'));
    expect((await theSwitch()).getAttribute('aria-checked')).toBe('false');
  });

  it('is disabled, with a hint, on a device without Touch-ID / Face-ID', async () => {
    stubPlatformAuthenticator(false);
    server([]);
    renderSettings();
    expect(
      await screen.findByText('Auf diesem Gerät ist keine biometrische Anmeldung verfügbar.'),
    ).toBeTruthy();
    expect(((await theSwitch()) as HTMLButtonElement).disabled).toBe(true);
  });
});
