import type { Sitzung } from '@kundenportal/domain/devices/devices-api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/storage';
import { demoUser, mockFetch } from '../../../test/fetch-mock';
import { renderRoutes, toastTexts } from '../../../test/render-routes';
import { DevicesPage } from './devices-page';

beforeEach(() => setToken('token-1'));

const THIS = '11111111-1111-4111-8111-111111111111';
const PHONE = '22222222-2222-4222-8222-222222222222';
const TABLET = '33333333-3333-4333-8333-333333333333';

const session = (id: string, geraet: string, aktuell = false): Sitzung => ({
  id,
  geraet,
  erstellt_am: '2026-03-02T08:15:00.000Z',
  zuletzt_am: '2026-03-04T17:40:00.000Z',
  aktuell,
});

/** The sessions as the server keeps them: a DELETE ends one, or every other. */
function server() {
  let open = [
    session(THIS, 'Firefox auf Windows', true),
    session(PHONE, 'Chrome auf Android'),
    session(TABLET, 'Safari auf iPad'),
  ];
  return mockFetch({
    'GET /api/users/me': () => ({ body: { user: demoUser() } }),
    'GET /api/users/sitzungen': () => ({ body: { sitzungen: open } }),
    [`DELETE /api/users/sitzungen/${PHONE}`]: () => {
      open = open.filter((s) => s.id !== PHONE);
      return { body: { success: true } };
    },
    'DELETE /api/users/sitzungen': () => {
      const before = open.length;
      open = open.filter((s) => s.aktuell);
      return { body: { beendet: before - open.length } };
    },
  });
}

const render = () =>
  renderRoutes([{ path: '/app/MeinKonto/geraete', element: <DevicesPage /> }], '/app/MeinKonto/geraete');

const cards = () => screen.getAllByRole('listitem');
const card = (device: string) => screen.getByRole('listitem', { name: new RegExp(device) });

describe('Angemeldete Geräte', () => {
  it('lists every device with its first and last use, this one marked and without a sign-out', async () => {
    server();
    render();
    await screen.findByRole('heading', { name: /Firefox auf Windows/ });
    expect(cards().map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Firefox auf WindowsDieses Gerät',
      'Chrome auf Android',
      'Safari auf iPad',
    ]);
    expect(within(card('Firefox auf Windows')).queryByRole('button')).toBeNull();
    expect(card('Chrome auf Android').textContent).toContain('Angemeldet seit 02.03.2026');
    expect(
      screen.getByText('Wenn du dein Passwort änderst, werden alle anderen Geräte abgemeldet.'),
    ).toBeTruthy();
  });

  it('signs out one device after the question, and lists it no more', async () => {
    const { calls } = server();
    render();
    await screen.findByRole('heading', { name: /Chrome auf Android/ });
    fireEvent.click(within(card('Chrome auf Android')).getByRole('button', { name: 'Abmelden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gerät abmelden?' });
    expect(dialog.textContent).toContain('Chrome auf Android wird abgemeldet.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(toastTexts()).toContain('Das Gerät wurde abgemeldet.'));
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Chrome auf Android/ })).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/users/sitzungen/${PHONE}`,
    ]);
  });

  it('asks before signing out every other device; Abbrechen sends nothing', async () => {
    const { calls } = server();
    render();
    await screen.findByRole('heading', { name: /Safari auf iPad/ });
    fireEvent.click(screen.getByRole('button', { name: 'Alle anderen Geräte abmelden' }));
    let dialog = await screen.findByRole('dialog', { name: 'Alle anderen Geräte abmelden?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Alle anderen Geräte abmelden' }));
    dialog = await screen.findByRole('dialog', { name: 'Alle anderen Geräte abmelden?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Alle anderen Geräte abmelden' }));
    await waitFor(() => expect(toastTexts()).toContain('2 andere Geräte wurden abgemeldet.'));
    expect(await screen.findByText('Du bist auf keinem anderen Gerät angemeldet.')).toBeTruthy();
    expect(cards()).toHaveLength(1);
  });
});
