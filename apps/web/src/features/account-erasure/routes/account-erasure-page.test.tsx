import { accountErasureTexts as t } from '@kundenportal/domain/texts/account-erasure';
import { accountErasurePasskeyTexts as passkeyTexts } from '@kundenportal/domain/texts/account-erasure-passkey';
import { retentionTexts } from '@kundenportal/domain/texts/retention';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { demoUser, mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render-routes';
import { stubPlatformAuthenticator, webAuthnError } from '../../../test/webauthn';
import { PendingErasureNotice } from '../components/pending-erasure-notice';
import { AccountErasurePage } from './account-erasure-page';

const browser = vi.hoisted(() => ({ startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => browser);

beforeEach(() => setToken('token-1'));
afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const DUE = '2026-12-13T10:00:00.000Z';

const KEPT = [
  { art: 'vollmacht', titel: 'Maklervollmacht', aufbewahren_bis: '2036-12-31' },
  { art: 'formular', titel: 'Einwilligungserklärung', aufbewahren_bis: '2032-12-31' },
];

const ASSERTION = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: {},
  clientExtensionResults: {},
};

function server(pending: boolean, aufbewahrung: typeof KEPT = [], passkeys: string[] = []) {
  let state: { faellig_am: string } | null = pending ? { faellig_am: DUE } : null;
  return mockFetch({
    'POST /api/users/loeschen/passkey/optionen': () => ({
      body: {
        challengeId: 'c-1',
        options: { challenge: 'abc', allowCredentials: passkeys.map((id) => ({ id, type: 'public-key' })) },
      },
    }),
    'POST /api/users/loeschen/passkey': () => {
      state = { faellig_am: DUE };
      return { status: 202, body: { loeschung: state } };
    },
    'GET /api/users/me': () => ({ body: { user: demoUser() } }),
    'GET /api/users/loeschen': () => ({ body: { loeschung: state, aufbewahrung } }),
    'POST /api/users/loeschen': (call) => {
      if ((call.body as { password: string }).password !== 'Richtig!2026')
        return {
          status: 422,
          body: { error: 'validation_failed', errors: ['password=>Das aktuelle Passwort ist falsch.'] },
        };
      state = { faellig_am: DUE };
      return { status: 202, body: { loeschung: state } };
    },
    'DELETE /api/users/loeschen': () => {
      state = null;
      return { body: { loeschung: null, aufbewahrung } };
    },
  });
}

const render = () =>
  renderRoutes(
    [{ path: '/app/MeinKonto/loeschen', element: <AccountErasurePage /> }],
    '/app/MeinKonto/loeschen',
  );

async function confirmWith(password: string) {
  const dialog = screen.getByRole('dialog', { name: t.confirmTitle });
  fireEvent.change(within(dialog).getByLabelText(/Passwort/), { target: { value: password } });
  fireEvent.click(within(dialog).getByRole('button', { name: t.confirm }));
}

describe('Konto löschen', () => {
  it('asks for the password in a dialog, refuses a wrong one at the field, then shows the day', async () => {
    const { calls } = server(false);
    render();
    fireEvent.click(await screen.findByRole('button', { name: t.request }));
    await confirmWith('Falsch!2026');
    expect(await screen.findByText('Das aktuelle Passwort ist falsch.')).toBeTruthy();
    await confirmWith('Richtig!2026');
    expect(await screen.findByText(t.pending('13.12.2026'))).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { password: 'Falsch!2026' },
      { password: 'Richtig!2026' },
    ]);
  });

  it('lists what a retention duty keeps before the request, and still after it', async () => {
    server(false, KEPT);
    render();
    const list = await screen.findByRole('list', { name: retentionTexts.keptHeading });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `Maklervollmacht bis 31.12.2036${retentionTexts.kinds.vollmacht}`,
      `Einwilligungserklärung bis 31.12.2032${retentionTexts.kinds.formular}`,
    ]);
    expect(screen.getByText(retentionTexts.keptNote)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.request }));
    await confirmWith('Richtig!2026');
    expect(await screen.findByText(t.pending('13.12.2026'))).toBeTruthy();
    expect(screen.getByText('Maklervollmacht bis 31.12.2036')).toBeTruthy();
  });

  it('lists nothing to keep when nothing is signed', async () => {
    server(false);
    render();
    await screen.findByRole('button', { name: t.request });
    expect(screen.queryByText(retentionTexts.keptHeading)).toBeNull();
  });

  it('confirms with a passkey instead of the password: the account’s passkey answers the erasure’s challenge', async () => {
    stubPlatformAuthenticator(true);
    browser.startAuthentication.mockResolvedValue(ASSERTION);
    const { calls } = server(false, [], ['cred-1']);
    render();
    fireEvent.click(await screen.findByRole('button', { name: t.request }));
    fireEvent.click(screen.getByRole('button', { name: passkeyTexts.confirm }));
    expect(await screen.findByText(t.pending('13.12.2026'))).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(browser.startAuthentication).toHaveBeenCalledWith({
      optionsJSON: { challenge: 'abc', allowCredentials: [{ id: 'cred-1', type: 'public-key' }] },
    });
    expect(calls.find((call) => call.path === '/api/users/loeschen/passkey')?.body).toEqual({
      challengeId: 'c-1',
      response: ASSERTION,
    });
  });

  it('tells an account without a passkey to use the password', async () => {
    stubPlatformAuthenticator(true);
    server(false);
    render();
    fireEvent.click(await screen.findByRole('button', { name: t.request }));
    fireEvent.click(screen.getByRole('button', { name: passkeyTexts.confirm }));
    expect(await screen.findByText(passkeyTexts.none)).toBeTruthy();
    expect(browser.startAuthentication).not.toHaveBeenCalled();
  });

  it('says a cancelled prompt was cancelled; nothing is asked', async () => {
    stubPlatformAuthenticator(true);
    browser.startAuthentication.mockRejectedValue(webAuthnError('NotAllowedError'));
    const { calls } = server(false, [], ['cred-1']);
    render();
    fireEvent.click(await screen.findByRole('button', { name: t.request }));
    fireEvent.click(screen.getByRole('button', { name: passkeyTexts.confirm }));
    expect(await screen.findByText(passkeyTexts.cancelled)).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/users/loeschen/passkey')).toBe(false);
  });

  it('offers no passkey in a browser without WebAuthn', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    server(false);
    render();
    fireEvent.click(await screen.findByRole('button', { name: t.request }));
    expect(screen.getByRole('dialog', { name: t.confirmTitle })).toBeTruthy();
    expect(screen.queryByRole('button', { name: passkeyTexts.confirm })).toBeNull();
  });

  it('takes a pending erasure back', async () => {
    server(true);
    render();
    fireEvent.click(await screen.findByRole('button', { name: t.cancel }));
    expect(await screen.findByText(t.cancelled)).toBeTruthy();
    expect(screen.queryByText(t.pending('13.12.2026'))).toBeNull();
    expect(screen.getByRole('button', { name: t.request })).toBeTruthy();
  });
});

describe('the notice of a pending erasure on the app’s pages', () => {
  it('shows the day and the way to the page, with a button that takes it back', async () => {
    const { calls } = server(true);
    renderRoutes([{ path: '/app/impressum', element: <PendingErasureNotice /> }], '/app/impressum');
    expect(await screen.findByText(t.banner('13.12.2026'))).toBeTruthy();
    expect(screen.getByRole('link', { name: t.bannerLink }).getAttribute('href')).toBe(
      '/app/MeinKonto/loeschen',
    );
    fireEvent.click(screen.getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(screen.queryByText(t.banner('13.12.2026'))).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/users/loeschen')).toBe(true);
  });
});
