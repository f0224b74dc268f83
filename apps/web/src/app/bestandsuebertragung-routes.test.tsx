import { resolveConfig } from '@kundenportal/domain/account/config-flags';
import { testTransfer } from '@kundenportal/domain/bestandsuebertragung/transfer-examples';
import { testContract } from '@kundenportal/domain/contracts/contract-examples';
import { testPerson } from '@kundenportal/domain/household/person-examples';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../lib/storage';
import { demoUser, mockFetch } from '../test/fetch-mock';
import { App } from './app';
import { queryClient } from './query-client';
import { router } from './router';

/** The Bestandsübertragung route in the real app: menu entry, guard, the page with the household's contracts. */
beforeEach(() => {
  queryClient.clear();
  setToken('jwt');
});

const me = (config: Parameters<typeof resolveConfig>[0]) => () => ({
  body: { user: demoUser({ config: resolveConfig(config) }) },
});

describe('Bestandsübertragung route in the app', () => {
  it("opens from the menu and lists the contracts someone else looks after, the broker's left out", async () => {
    const { calls } = mockFetch({
      'GET /api/users/me': me({ bestandsuebertragung: true, vertrag_list: true, vertrag_add: true }),
      'GET /api/contracts': () => ({
        body: {
          contracts: [
            testContract({
              id: 5,
              label: 'Hausrat Musterstraße 12',
              gesellschaft: 'ERGO',
              betreuung: 'versicherer',
            }),
            testContract({ id: 6, label: 'VW Golf', gesellschaft: 'Allianz', betreuung: 'makler' }),
          ],
        },
      }),
      'GET /api/bestandsuebertragung': () => ({
        body: {
          transfers: [{ ...testTransfer(), formKey: null, personId: 1 }],
          levels: ['maklermandat'],
          mandate: null,
          mandates: [],
        },
      }),
      // The contracts are grouped by whose they are (ADR 183).
      'GET /api/persons': () => ({ body: { persons: [testPerson({ id: 1 })] } }),
    });
    await router.navigate('/app/impressum');
    render(<App />);
    fireEvent.click(await screen.findByRole('button', { name: 'Menü' }));
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Bestandsübertragung' }));
    const foreign = await screen.findByRole(
      'region',
      { name: 'Verträge bei anderen Betreuern' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(document.title).toBe('Bestandsübertragung – Kundenportal'));
    expect(
      within(foreign)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['Hausrat Musterstraße 12']);
    expect(within(foreign).getByRole('link', { name: 'Vertrag hinzufügen' })).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/contracts')).toHaveLength(1);
  });

  it('sends a customer without the flag to the adviser info page and shows no menu entry', async () => {
    const { calls } = mockFetch({
      'GET /api/users/me': me({ vertrag_list: true }),
      'GET /api/contracts': () => ({ body: { contracts: [] } }),
    });
    await router.navigate('/app/bestandsuebertragung');
    render(<App />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/berater/info'));
    fireEvent.click(await screen.findByRole('button', { name: 'Menü' }));
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).queryByRole('link', { name: 'Bestandsübertragung' })).toBeNull();
    expect(calls.filter((call) => call.path === '/api/bestandsuebertragung')).toEqual([]);
  });
});
