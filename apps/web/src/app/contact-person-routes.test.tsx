import { resolveConfig } from '@kundenportal/domain/account/config-flags';
import { testContract } from '@kundenportal/domain/contracts/contract-examples';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../lib/storage';
import { demoUser, mockFetch } from '../test/fetch-mock';
import { App } from './app';
import { queryClient } from './query-client';
import { router } from './router';

/** The contact persons route in the real app: menu entry (no flag), guard, the page with the contracts' titles. */
beforeEach(() => {
  queryClient.clear();
});

const becker = {
  id: 4,
  firma: 'Allianz Versicherungs-AG',
  anrede: 'frau',
  vorname: 'Claudia',
  name: 'Becker',
  street: null,
  zip: null,
  city: null,
  phone: '+498920304050',
  fax: null,
  email: 'claudia.becker@allianz.example.com',
  standort: false,
  vertraege: [5],
};

describe('contact persons route in the app', () => {
  it("opens 'Ansprechpartner' from the menu and names a linked contract by its title", async () => {
    setToken('jwt');
    const contract = testContract({ id: 5, label: 'Familienhaftpflicht' });
    const { calls } = mockFetch({
      'GET /api/users/me': () => ({
        body: { user: demoUser({ config: resolveConfig({ vertrag_list: true }) }) },
      }),
      'GET /api/contracts': () => ({ body: { contracts: [contract] } }),
      'GET /api/ansprechpartner': () => ({ body: { ansprechpartner: [becker] } }),
    });
    await router.navigate('/app/impressum');
    render(<App />);
    fireEvent.click(await screen.findByRole('button', { name: 'Menü' }));
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Ansprechpartner' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ansprechpartner' }, { timeout: 5000 }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Ansprechpartner – Kundenportal'));
    expect(await screen.findByText('Familienhaftpflicht')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verknüpfung mit Familienhaftpflicht lösen' })).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/contracts')).toHaveLength(1);
  });

  it('is open without any flag and does not ask for the contracts without vertrag_list', async () => {
    setToken('jwt');
    const { calls } = mockFetch({
      'GET /api/users/me': () => ({ body: { user: demoUser({ config: resolveConfig({}) }) } }),
      'GET /api/ansprechpartner': () => ({ body: { ansprechpartner: [becker] } }),
    });
    await router.navigate('/app/ansprechpartner');
    render(<App />);
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Frau Claudia Becker' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/ansprechpartner');
    expect(screen.queryByRole('button', { name: /^Vertrag verknüpfen/ })).toBeNull();
    expect(calls.some((call) => call.path === '/api/contracts')).toBe(false);
  });
});
