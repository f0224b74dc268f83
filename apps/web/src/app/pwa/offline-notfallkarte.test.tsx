import { pwaTexts } from '@kundenportal/domain/texts/pwa';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepCard } from '../../features/notfallkarte/offline-card';
import { setToken } from '../../lib/storage';
import { mockFetch } from '../../test/fetch-mock';
import { tokenOf } from '../../test/session-token';
import { App } from '../app';
import { queryClient } from '../query-client';
import { router } from '../router';

const kept = {
  karte: {
    personen: [
      {
        personId: 1,
        name: 'Max Mustermann',
        vertraege: [
          { sparte: 'Kfz' as const, versicherer: 'HUK-COBURG', nummer: 'KFZ-4711', schadenhotline: null },
        ],
      },
    ],
    berater: null,
  },
  notfallkontakt: null,
};

beforeEach(() => {
  queryClient.clear();
  setToken(tokenOf(1));
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  mockFetch({ 'GET /api/users/me': () => 'network-error' });
});

afterEach(() => vi.restoreAllMocks());

describe('the app started offline and the Notfallkarte kept on the device (ADR 226)', () => {
  it('/app/notfallkarte shows the kept card with its date instead of the offline page', async () => {
    keepCard(kept, new Date(2026, 10, 28, 9, 5));
    await router.navigate('/app/notfallkarte');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Notfallkarte' })).toBeTruthy();
    expect(await screen.findByText('KFZ-4711')).toBeTruthy();
    expect(screen.getByText('Stand: 28.11.2026, 09:05 Uhr')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: pwaTexts.offlinePageHeading })).toBeNull();
  });

  it('without a kept card says how to have one', async () => {
    await router.navigate('/app/notfallkarte');
    render(<App />);
    expect(
      await screen.findByText(/auf diesem Gerät ist keine Notfallkarte gespeichert/, { exact: false }),
    ).toBeTruthy();
  });

  it("another page's offline page leads to the kept card", async () => {
    keepCard(kept, new Date(2026, 10, 28, 9, 5));
    await router.navigate('/app/impressum');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: pwaTexts.offlinePageHeading })).toBeTruthy();
    fireEvent.click(await screen.findByRole('link', { name: 'Gespeicherte Notfallkarte öffnen' }));
    expect(await screen.findByText('KFZ-4711')).toBeTruthy();
  });
});
