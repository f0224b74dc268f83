import type { MeineFreigaben } from '@kundenportal/domain/freigaben/meine-freigaben';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanEachSignedInTest } from '../../../test/clean-each-test';
import { mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render-routes';
import { ContractLinkPage } from './contract-link-page';
import { FreigabenPage } from './freigaben-page';

cleanEachSignedInTest();

const freigaben: MeineFreigaben = {
  vertraege: [
    {
      id: 5,
      person_id: 1,
      sparte: 'rechtsschutz',
      gesellschaft: 'ARAG',
      name: null,
      nummer: 'RS-1',
      bereitgestellt_am: '2026-11-27T09:00:00.000Z',
      neu: true,
    },
  ],
  dokumente: [
    {
      id: 9,
      filename: 'abc.pdf',
      original_filename: 'Erstinformation.pdf',
      type: 'person',
      owner_id: 1,
      mime: 'application/pdf',
      size: 100,
      bereitgestellt_am: '2026-10-01T09:00:00.000Z',
      neu: false,
    },
  ],
};

describe('Meine Freigaben', () => {
  it('lists contracts and documents newest first, marks the new one, and says once that it was seen', async () => {
    const { calls } = mockFetch({
      'GET /api/meinefreigaben': () => ({ body: freigaben }),
      'POST /api/meinefreigaben/gesehen': () => ({ body: { success: true } }),
    });
    renderRoutes([{ path: '/app/meinefreigaben', Component: FreigabenPage }], '/app/meinefreigaben');
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Rechtsschutz · ARAG'),
      expect.stringContaining('Erstinformation.pdf'),
    ]);
    expect(within(items[0] as HTMLElement).getByText('Neu')).toBeTruthy();
    expect(within(items[1] as HTMLElement).queryByText('Neu')).toBeNull();
    expect(within(items[0] as HTMLElement).getByText('RS-1 · bereitgestellt am 27.11.2026')).toBeTruthy();
    // Each repeated link says what it opens.
    expect(screen.getByRole('link', { name: 'Vertrag ansehen: Rechtsschutz · ARAG' })).toBeTruthy();
    // 'Dokument öffnen' opens that document in the documents page's viewer, not only the list.
    expect(
      screen.getByRole('link', { name: 'Dokument öffnen: Erstinformation.pdf' }).getAttribute('href'),
    ).toBe(`/app/dokumente?oeffnen=${freigaben.dokumente[0]?.filename}`);
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.filter((call) => call.path === '/api/meinefreigaben/gesehen')).toHaveLength(1);
  });

  it("opens the contract an adviser's link names, or says why it cannot", async () => {
    const { calls } = mockFetch({
      'GET /api/jwtcontracts/gut': () => ({ body: { contract_id: 5 } }),
      'POST /api/meinefreigaben/vertraege/5/gesehen': () => ({ body: { success: true } }),
      'GET /api/jwtcontracts/alt': () => ({
        status: 410,
        body: { error: 'contract_link_expired', message: 'abgelaufen' },
      }),
    });
    const routes = [
      { path: '/app/meinefreigaben/vertrag/:token', Component: ContractLinkPage },
      { path: '/app/vertraege/view/:id', element: <p>Vertrag 5</p> },
    ];
    renderRoutes(routes, '/app/meinefreigaben/vertrag/gut');
    expect(await screen.findByText('Vertrag 5')).toBeTruthy();
    // Opened by the link, it counts as seen: one POST of the page.
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
        '/api/meinefreigaben/vertraege/5/gesehen',
      ]),
    );
    renderRoutes(routes, '/app/meinefreigaben/vertrag/alt');
    expect(
      await screen.findByText(
        'Der Link zum Vertrag ist abgelaufen. Bitte Deinen Berater um einen neuen Link.',
      ),
    ).toBeTruthy();
  });
});
