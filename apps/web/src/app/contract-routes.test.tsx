import { resolveConfig } from '@kundenportal/domain/account/config-flags';
import { testContract } from '@kundenportal/domain/contracts/contract-examples';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../lib/storage';
import { demoUser, mockFetch } from '../test/fetch-mock';
import { App } from './app';
import { queryClient } from './query-client';
import { router } from './router';

/** The contracts routes in the real app: menu entry, guard, lazy pages, the view with its documents. */
beforeEach(() => {
  queryClient.clear();
});

describe('contracts routes in the app', () => {
  it("opens the list from 'Verträge' in the menu and a contract with its documents from the list", async () => {
    setToken('jwt');
    const contract = testContract({ id: 5, label: 'Hausrat Musterstraße 12' });
    const { calls } = mockFetch({
      'GET /api/users/me': () => ({
        body: {
          user: demoUser({
            config: resolveConfig({ vertrag_list: true, vertrag_details: true, dokumente_list: true }),
            persons: [
              {
                id: 11,
                firstname: 'Max',
                lastname: 'Mustermann',
                gender: 'm',
                geburtsdatum: null,
                hauptadresse: null,
              },
            ],
          }),
        },
      }),
      'GET /api/contracts': () => ({ body: { contracts: [contract] } }),
      'GET /api/contracts/5': () => ({ body: { contract } }),
      'GET /api/contracts/5/documents': () => ({ body: { documents: [] } }),
      'GET /api/documents/categories': () => ({ body: { categories: [] } }),
    });
    await router.navigate('/app/impressum');
    render(<App />);
    fireEvent.click(await screen.findByRole('button', { name: 'Menü' }));
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Verträge' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verträge' }, { timeout: 5000 }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Verträge – Kundenportal'));
    expect(screen.queryByRole('link', { name: 'Vertrag hinzufügen' })).toBeNull();
    fireEvent.click(await screen.findByRole('link', { name: 'Hausrat Musterstraße 12' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Dokumente zum Vertrag' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/vertraege/view/5');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/contracts/5/documents')).toBe(true));
    expect(screen.getByText('Es wurden keine Elemente hinterlegt.')).toBeTruthy();
  });

  it("opens the liquidity page from 'Liquidität' in the menu, with its chart loaded apart", async () => {
    setToken('jwt');
    mockFetch({
      'GET /api/users/me': () => ({
        body: { user: demoUser({ config: resolveConfig({ vertrag_list: true, liquiditaet: true }) }) },
      }),
      'GET /api/contracts': () => ({
        body: { contracts: [testContract({ id: 5, beitrag: 12, zahlungsweise: 12 })] },
      }),
    });
    await router.navigate('/app/impressum');
    render(<App />);
    fireEvent.click(await screen.findByRole('button', { name: 'Menü' }));
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Liquidität' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Liquidität' }, { timeout: 5000 }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Liquidität – Kundenportal'));
    expect(router.state.location.pathname).toBe('/app/liquiditaet');
    expect(await screen.findByRole('img', { name: /Zusammen 12,00\s€ im Monat\.$/ })).toBeTruthy();
  });
});
