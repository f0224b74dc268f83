import { resolveConfig } from '@kundenportal/domain/account/config-flags';
import { testContract } from '@kundenportal/domain/contracts/contract-examples';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../lib/storage';
import { demoUser, mockFetch } from '../test/fetch-mock';
import { App } from './app';
import { queryClient } from './query-client';
import { router } from './router';

/** The reminders route in the real app: menu entry, guard, the page with the contracts' titles. */
beforeEach(() => {
  queryClient.clear();
});

const contractReminder = {
  id: null,
  quelle: 'vertrag',
  datum: '2099-03-01',
  e_massage: 'Versicherungssumme anpassen.',
  contract_id: 5,
  gesendet_am: null,
};

describe('reminders route in the app', () => {
  it("opens 'Erinnerungen' from the menu and names a reminder's contract by its title", async () => {
    setToken('jwt');
    const contract = testContract({ id: 5, label: 'Hausrat Musterstraße 12' });
    const { calls } = mockFetch({
      'GET /api/users/me': () => ({
        body: { user: demoUser({ config: resolveConfig({ wecker: true, vertrag_list: true }) }) },
      }),
      'GET /api/contracts': () => ({ body: { contracts: [contract] } }),
      'GET /api/reminders': () => ({ body: { reminders: [contractReminder] } }),
      'GET /api/calendar/feed': () => ({ body: { aktiv: false, erstellt_am: null } }),
    });
    await router.navigate('/app/impressum');
    render(<App />);
    fireEvent.click(await screen.findByRole('button', { name: 'Menü' }));
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Erinnerungen' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Erinnerungen' }, { timeout: 5000 }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Erinnerung – Kundenportal'));
    expect(await screen.findByText('aus dem Vertrag: Hausrat Musterstraße 12')).toBeTruthy();
    // Without vertrag_edit the contract's reminder has no way to its form.
    expect(screen.queryByRole('link', { name: 'im Vertrag bearbeiten' })).toBeNull();
    expect(calls.filter((call) => call.path === '/api/contracts')).toHaveLength(1);
  });

  it('does not ask for the contracts without vertrag_list', async () => {
    setToken('jwt');
    const { calls } = mockFetch({
      'GET /api/users/me': () => ({ body: { user: demoUser({ config: resolveConfig({ wecker: true }) }) } }),
      'GET /api/reminders': () => ({ body: { reminders: [contractReminder] } }),
      'GET /api/calendar/feed': () => ({ body: { aktiv: false, erstellt_am: null } }),
    });
    await router.navigate('/app/erinnerung');
    render(<App />);
    expect(await screen.findByText('aus dem Vertrag', {}, { timeout: 5000 })).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/contracts')).toBe(false);
  });
});
