import { resolveConfig } from '@kundenportal/domain/account/config-flags';
import { testPerson } from '@kundenportal/domain/household/person-examples';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../lib/storage';
import { demoUser, mockFetch } from '../test/fetch-mock';
import { App } from './app';
import { queryClient } from './query-client';
import { router } from './router';

/** The persons routes in the real app: route table, guard, layout and navigation. */
beforeEach(() => {
  queryClient.clear();
});

describe('persons routes in the app', () => {
  it("opens the list from 'Personen' in the navigation and a person from the list", async () => {
    setToken('jwt');
    mockFetch({
      'GET /api/users/me': () => ({
        body: { user: demoUser({ config: resolveConfig({ person_edit: true }) }) },
      }),
      'GET /api/persons': () => ({ body: { persons: [testPerson({ id: 12 })] } }),
      'GET /api/persons/12': () => ({ body: { person: testPerson({ id: 12 }) } }),
    });
    await router.navigate('/app/impressum');
    render(<App />);
    fireEvent.click(await screen.findByRole('button', { name: 'Menü' }));
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Personen' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Personen' }, { timeout: 5000 }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Personen – Kundenportal'));
    fireEvent.click(await screen.findByRole('link', { name: 'Erika Mustermann bearbeiten' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Persönliche Daten' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/person/edit/12');
    await waitFor(() => expect(document.title).toBe('Person bearbeiten – Kundenportal'));
  });
});
