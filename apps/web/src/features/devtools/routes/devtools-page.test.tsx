import type { DevtoolsStatus } from '@kundenportal/domain/devtools/devtools-api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCurrentUser } from '../../../lib/current-user';
import { setToken } from '../../../lib/storage';
import { demoUser, mockFetch } from '../../../test/fetch-mock';
import { renderRoutes, toastTexts } from '../../../test/render-routes';
import { DevtoolsPage } from './devtools-page';

beforeEach(() => setToken('token-1'));

const TOKEN = 'devtools-token-0123456789-abcdefghijk';

function statusOf(hasMakler: boolean, toggle = true): DevtoolsStatus {
  return {
    checks: [
      {
        key: 'database',
        state: 'up',
        target: 'postgres://db.intern:5432/kp',
        latencyMs: 1.4,
        detail: 'antwortet',
      },
      {
        key: 'databaseStandby',
        state: 'down',
        target: 'postgres://standby.intern:5433/kp',
        latencyMs: null,
        detail: 'keine Antwort: ECONNREFUSED',
      },
      {
        key: 'objectStore',
        state: 'up',
        target: 'Ordner DATA_DIR/files',
        latencyMs: 0.3,
        detail: 'antwortet',
      },
      { key: 'mail', state: 'off', target: '–', latencyMs: null, detail: 'nicht eingerichtet' },
      {
        key: 'push',
        state: 'up',
        target: 'Push-Dienste der Browser (Web Push)',
        latencyMs: null,
        detail: 'VAPID-Schlüssel vorhanden',
      },
    ],
    build: {
      version: '1.0.0',
      apiVersion: '1',
      commit: '8dfeadae4516',
      builtAt: '2026-11-29T08:00:00.000Z',
      node: 'v20.19.5',
      startedAt: '2026-11-29T08:05:00.000Z',
      uptimeSeconds: 3 * 3600 + 7 * 60,
      database: 'postgres',
    },
    account: { hasMakler, toggle },
  };
}

/** The server as DEV_TOOLS=true makes it: the token asked for when `token`, the toggle flipping the link. */
function server({ token = false, toggle = true, absent = false } = {}) {
  let hasMakler = true;
  return mockFetch({
    'GET /api/users/me': () => ({ body: { user: demoUser({ hasMakler }) } }),
    'GET /api/devtools/status': (call) => {
      if (absent) return { status: 404, body: { error: 'not_found', message: 'Not Found' } };
      if (token && call.headers.get('x-dev-tools-token') !== TOKEN)
        return { status: 403, body: { error: 'not_permitted' } };
      return { body: statusOf(hasMakler, toggle) };
    },
    'PUT /api/devtools/has-makler': (call) => {
      hasMakler = (call.body as { hasMakler: boolean }).hasMakler;
      return { body: { hasMakler } };
    },
  });
}

/** What the rest of the app reads: the profile's hasMakler (the route guards, the menu). */
function ProfileProbe() {
  const user = useCurrentUser();
  return <p data-testid="profil">{user ? String(user.hasMakler) : ''}</p>;
}

const render = () =>
  renderRoutes(
    [
      {
        path: '/app/entwickler',
        element: (
          <>
            <ProfileProbe />
            <DevtoolsPage />
          </>
        ),
      },
    ],
    '/app/entwickler',
  );
const card = (name: string) => screen.getByRole('listitem', { name: new RegExp(name) });

describe('Diagnose', () => {
  it('shows each dependency with its state in words, target and latency, and the build', async () => {
    server();
    render();
    await screen.findByRole('heading', { name: /Datenbank \(Primary\)/ });
    expect(
      screen.getAllByRole('listitem').map((item) => within(item).getByRole('heading').textContent),
    ).toEqual([
      'Datenbank (Primary)Erreichbar',
      'Datenbank (Standby)Nicht erreichbar',
      'DateiablageErreichbar',
      'E-Mail-VersandNicht eingerichtet',
      'Push-BenachrichtigungenErreichbar',
    ]);
    expect(card('Datenbank \\(Primary\\)').textContent).toContain('postgres://db.intern:5432/kp');
    expect(card('Datenbank \\(Primary\\)').textContent).toContain('1,4 ms');
    expect(card('Datenbank \\(Standby\\)').textContent).toContain('keine Antwort: ECONNREFUSED');
    const build = screen.getByRole('region', { name: 'Version und Laufzeit' });
    expect(build.textContent).toContain('8dfeadae4516');
    expect(build.textContent).toContain('29.11.2026');
    expect(build.textContent).toContain('3 h 7 min');
    expect(build.textContent).toContain('PostgreSQL');
  });

  it('checks again on "Erneut prüfen"', async () => {
    const { calls } = server();
    render();
    await screen.findByRole('heading', { name: /Datenbank \(Primary\)/ });
    const asked = () => calls.filter((call) => call.path === '/api/devtools/status').length;
    expect(asked()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Erneut prüfen' }));
    await waitFor(() => expect(asked()).toBe(2));
    expect(screen.getByText(/^Geprüft um \d\d:\d\d Uhr$/)).toBeTruthy();
  });

  it('toggles hasMakler for this login, and reads the profile again', async () => {
    const { calls } = server();
    render();
    const toggle = await screen.findByRole('switch', { name: /hasMakler/ });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await waitFor(() => expect(screen.getByTestId('profil').textContent).toBe('true'));
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: /hasMakler/ }).getAttribute('aria-checked')).toBe('false'),
    );
    expect(screen.getByText('Die Verbindung zum Berater ist ausgeschaltet.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { hasMakler: false },
    ]);
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/users/me').length).toBeGreaterThan(0),
    );
  });

  it('shows the toggle disabled where the server refuses it (production)', async () => {
    server({ toggle: false });
    render();
    const toggle = await screen.findByRole('switch', { name: /hasMakler/ });
    expect((toggle as HTMLButtonElement).disabled).toBe(true);
    expect(
      screen.getByText('Der Schalter geht nur auf einem lokalen Portal (localhost), nie im Betrieb.'),
    ).toBeTruthy();
  });

  it('shows the database down and a line instead of the switch when the server read no account (ADR 315)', async () => {
    const down = statusOf(true);
    mockFetch({
      'GET /api/users/me': () => ({ status: 503, body: { error: 'service_unavailable' } }),
      'GET /api/devtools/status': () => ({
        body: {
          ...down,
          checks: down.checks.map((check) =>
            check.key === 'database'
              ? { ...check, state: 'down', latencyMs: null, detail: 'keine Antwort: ECONNREFUSED' }
              : check,
          ),
          account: null,
        },
      }),
    });
    render();
    await screen.findByRole('heading', { name: /Datenbank \(Primary\)/ });
    expect(card('Datenbank \\(Primary\\)').textContent).toContain('Nicht erreichbar');
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByRole('region', { name: 'Test-Anmeldung' }).textContent).toContain(
      'Kein Schalter: nur mit dem Schlüssel geöffnet (ohne Anmeldung), oder die Datenbank hat nicht geantwortet.',
    );
  });

  it('asks for the developer key on a 403 and sends it in x-dev-tools-token', async () => {
    const { calls } = server({ token: true });
    render();
    const field = await screen.findByLabelText('Schlüssel');
    expect(field.getAttribute('type')).toBe('password');
    fireEvent.change(field, { target: { value: 'falsch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Der Schlüssel stimmt nicht.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Schlüssel'), { target: { value: TOKEN } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await screen.findByRole('heading', { name: /Datenbank \(Primary\)/ });
    expect(calls.at(-1)?.headers.get('x-dev-tools-token')).toBe(TOKEN);
    expect(toastTexts()).toEqual([]);
  });

  it('says the diagnostics are off when the server does not know the path (DEV_TOOLS off)', async () => {
    server({ absent: true });
    render();
    expect(
      await screen.findByText('Die Diagnose ist auf diesem Server nicht eingeschaltet (DEV_TOOLS).'),
    ).toBeTruthy();
    expect(toastTexts()).toEqual([]);
  });
});
