import { dataExportTexts as t } from '@kundenportal/domain/texts/data-export';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/storage';
import { demoUser, mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render-routes';
import { DataExportPage } from './data-export-page';

beforeEach(() => setToken('token-1'));

const ID = '44444444-4444-4444-8444-444444444444';
const URL = `/api/users/export/${ID}/datei?ticket=abc`;

function server(
  status: Record<string, unknown>,
  post: { status?: number; body: unknown } = {
    status: 202,
    body: { export: { id: ID, status: 'laeuft', progress: 0 } },
  },
) {
  return mockFetch({
    'GET /api/users/me': () => ({ body: { user: demoUser() } }),
    'POST /api/users/export': () => post,
    [`GET /api/users/export/${ID}`]: () => ({ body: { export: { id: ID, ...status } } }),
  });
}

const render = () =>
  renderRoutes([{ path: '/app/MeinKonto/daten', element: <DataExportPage /> }], '/app/MeinKonto/daten');

const ask = async () => fireEvent.click(await screen.findByRole('button', { name: t.request }));

describe('Meine Daten', () => {
  it('asks for the export and shows its progress while it runs', async () => {
    const { calls } = server({ status: 'laeuft', progress: 40 });
    render();
    await ask();
    expect(await screen.findByText(t.running(40))).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('value')).toBe('40');
    expect(screen.getByRole('button', { name: t.request }).hasAttribute('disabled')).toBe(true);
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/users/export')).toBe(true);
  });

  it('offers the ZIP once it is ready, with the ticket’s expiry', async () => {
    server({ status: 'fertig', progress: 100, url: URL, expiresAt: '2026-12-01T10:00:00.000Z' });
    render();
    await ask();
    const link = await screen.findByRole('link', { name: t.download });
    expect(link.getAttribute('href')).toBe(URL);
    expect(screen.getByText(t.ready)).toBeTruthy();
    expect(screen.getByText(/Der Link gilt bis 01\.12\.2026/)).toBeTruthy();
  });

  it('says so when the export failed', async () => {
    server({ status: 'fehler', progress: 30 });
    render();
    await ask();
    expect((await screen.findByRole('alert')).textContent).toContain(t.failed);
  });

  it('shows the day’s limit in German when a 4th export is asked for', async () => {
    server({}, { status: 429, body: { error: 'data_export_limit', message: t.limit } });
    render();
    await ask();
    expect((await screen.findByRole('alert')).textContent).toContain(t.limit);
  });
});
