import type { NotfallkarteResponse } from '@kundenportal/domain/notfallkarte/notfallkarte-api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../../lib/session';
import { setToken } from '../../../lib/storage';
import { captureDownloads } from '../../../test/download-mock';
import { demoUser, mockFetch } from '../../../test/fetch-mock';
import { renderRoutes, toastTexts } from '../../../test/render-routes';
import { tokenOf } from '../../../test/session-token';
import { keepCard, readKeptCard } from '../offline-card';
import { NotfallkartePage } from './notfallkarte-page';

beforeEach(() => setToken(tokenOf(1)));
afterEach(() => vi.restoreAllMocks());

const card = (nummer = 'KFZ-200'): NotfallkarteResponse => ({
  personen: [
    {
      personId: 1,
      name: 'Max Mustermann',
      vertraege: [{ sparte: 'Kfz', versicherer: 'HUK-COBURG', nummer, schadenhotline: '0800 2 485 445' }],
    },
  ],
  berater: { name: 'Anna Beraterin', telefon: '030 1234567', mobil: null },
});
const contact = { name: 'Erika Muster', telefon: '030 7654321' };
const earlier = new Date(2026, 10, 28, 9, 5);

const render = (answer: () => NotfallkarteResponse | 'network-error' = () => card()) => {
  const mock = mockFetch({
    'GET /api/users/me': () => ({ body: { user: demoUser() } }),
    'GET /api/notfallkarte': () => {
      const body = answer();
      return body === 'network-error' ? body : { body };
    },
    'GET /api/notfallkarte/kontakt': () => ({ body: { notfallkontakt: contact } }),
    'GET /api/notfallkarte/pdf': () => ({ body: new Uint8Array([37, 80, 68, 70]) }),
  });
  renderRoutes([{ path: '/app/notfallkarte', element: <NotfallkartePage /> }], '/app/notfallkarte');
  return mock;
};
const offlineSection = () => screen.findByRole('region', { name: 'Offline verfügbar' });

describe('Notfallkarte offline (ADR 226)', () => {
  it('keeps nothing until the customer chooses; chosen, it keeps the card and the contact with their date', async () => {
    render();
    const section = await offlineSection();
    await screen.findByRole('heading', { name: 'Kfz · HUK-COBURG' });
    expect(readKeptCard()).toBeNull();
    const before = Date.now();
    fireEvent.click(await within(section).findByRole('button', { name: 'Offline verfügbar machen' }));

    const kept = readKeptCard();
    expect(kept?.data).toEqual({ karte: card(), notfallkontakt: contact });
    expect(Date.parse(kept?.stand ?? '')).toBeGreaterThanOrEqual(before - 5_000);
    expect(section.textContent).toMatch(/Stand: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/);
    await waitFor(() => expect(toastTexts()).toContain('Die Notfallkarte ist jetzt offline verfügbar.'));
    expect(within(section).getByRole('button', { name: 'Offline-Kopie entfernen' })).toBeTruthy();
  });

  it('refreshes the kept card on an online visit', async () => {
    keepCard({ karte: card('ALT-1'), notfallkontakt: null }, earlier);
    render(() => card('NEU-2'));
    await screen.findByText('NEU-2');
    await waitFor(() =>
      expect(readKeptCard()?.data).toEqual({ karte: card('NEU-2'), notfallkontakt: contact }),
    );
    expect(Date.parse(readKeptCard()?.stand ?? '')).toBeGreaterThan(earlier.getTime());
  });

  it('drops the kept card when the customer no longer wants it', async () => {
    keepCard({ karte: card(), notfallkontakt: contact }, earlier);
    render();
    const section = await offlineSection();
    fireEvent.click(await within(section).findByRole('button', { name: 'Offline-Kopie entfernen' }));
    expect(readKeptCard()).toBeNull();
    expect(localStorage.getItem('kundenportal.offline.notfallkarte')).toBeNull();
    expect(within(section).getByRole('button', { name: 'Offline verfügbar machen' })).toBeTruthy();
  });

  it('without a connection shows the kept card with its date instead of an error', async () => {
    keepCard({ karte: card('KFZ-OFF'), notfallkontakt: contact }, earlier);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(() => 'network-error');
    expect(await screen.findByText('KFZ-OFF')).toBeTruthy();
    expect(screen.getByText('Stand: 28.11.2026, 09:05 Uhr')).toBeTruthy();
    const kontakt = screen.getByRole('region', { name: 'Notfallkontakt' });
    expect(within(kontakt).getByRole('link', { name: '030 7654321' }).getAttribute('href')).toBe(
      'tel:0307654321',
    );
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
  });

  it('online, a failed load says so instead of claiming to be offline', async () => {
    keepCard({ karte: card('KFZ-OFF'), notfallkontakt: contact }, earlier);
    mockFetch({
      'GET /api/users/me': () => ({ body: { user: demoUser() } }),
      'GET /api/notfallkarte': () => ({ status: 500, body: { error: 'server_error' } }),
      'GET /api/notfallkarte/kontakt': () => ({ body: { notfallkontakt: contact } }),
    });
    renderRoutes([{ path: '/app/notfallkarte', element: <NotfallkartePage /> }], '/app/notfallkarte');
    expect(await screen.findByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
    expect(screen.queryByText(/Du bist offline/)).toBeNull();
  });

  it('logout and another user: the kept card is gone and never shown to them', async () => {
    keepCard({ karte: card('KFZ-MAX'), notfallkontakt: null }, earlier);
    endSession();
    setToken(tokenOf(1));
    expect(readKeptCard()).toBeNull();

    keepCard({ karte: card('KFZ-MAX'), notfallkontakt: null }, earlier);
    setToken(tokenOf(2));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(() => 'network-error');
    expect(await screen.findByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
    expect(screen.queryByText('KFZ-MAX')).toBeNull();
  });

  it('downloads the wallet card as a PDF', async () => {
    const downloads = captureDownloads();
    try {
      const { calls } = render();
      fireEvent.click(await screen.findByRole('button', { name: 'Karte für den Geldbeutel (PDF)' }));
      await waitFor(() => expect(downloads.saved).toHaveLength(1));
      expect(downloads.saved[0]?.filename).toMatch(/^Notfallkarte-\d{4}-\d{2}-\d{2}\.pdf$/);
      expect(calls.some((call) => call.path === '/api/notfallkarte/pdf')).toBe(true);
    } finally {
      downloads.restore();
    }
  });
});
