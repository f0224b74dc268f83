import { resolveConfig } from '@kundenportal/domain/account/config-flags';
import { testBedarfscheckAnswer } from '@kundenportal/domain/bedarfscheck/bedarfscheck-examples';
import { testContract } from '@kundenportal/domain/contracts/contract-examples';
import { testPerson } from '@kundenportal/domain/household/person-examples';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../lib/storage';
import { demoUser, mockFetch } from '../test/fetch-mock';
import { App } from './app';
import { queryClient } from './query-client';
import { router } from './router';

/** The Bedarfscheck route in the real app: menu entry, guard, persons, contracts and the adviser's enquiry. */
beforeEach(() => {
  queryClient.clear();
  setToken('jwt');
});

const me = (config: Parameters<typeof resolveConfig>[0]) => () => ({
  body: { user: demoUser({ config: resolveConfig(config) }) },
});

const max = testPerson({
  id: 11,
  is_main: true,
  firstname: 'Max',
  lastname: 'Mustermann',
  details: { situation: '1', kinderanzahl: 0 },
});

describe('Bedarfscheck route in the app', () => {
  it('opens from the menu; a gap’s “Angebot anfordern” sends the adviser the gap and the answers', async () => {
    const { calls } = mockFetch({
      'GET /api/users/me': me({ bedarfscheck: true, vertrag_list: true, vertrag_add: true }),
      'GET /api/persons': () => ({ body: { persons: [max] } }),
      'GET /api/contracts': () => ({ body: { contracts: [testContract({ id: 31 })] } }),
      'GET /api/bedarfscheck': () => ({ body: { personen: [testBedarfscheckAnswer().personen[0]] } }),
      'POST /api/anfrage': () => ({ status: 201, body: { message: 'Deine Anfrage wurde gesendet.' } }),
    });
    await router.navigate('/app/impressum');
    render(<App />);
    fireEvent.click(await screen.findByRole('button', { name: 'Menü' }));
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Bedarfscheck' }));
    const result = await screen.findByRole(
      'region',
      { name: 'Ergebnis für Max Mustermann' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(document.title).toBe('Bedarfscheck – Kundenportal'));
    const hausrat = within(result).getByText('Hausrat').closest('li') as HTMLElement;
    expect(within(hausrat).getByRole('link', { name: 'Habe ich schon woanders' }).getAttribute('href')).toBe(
      '#/app/vertraege/add?sparte=hausrat&person=11&betreuung=anderer_vermittler&zurueck=%2Fapp%2Fbedarfscheck',
    );
    fireEvent.click(within(hausrat).getByRole('button', { name: 'Angebot anfordern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anfrage stellen' });
    expect((within(dialog).getByLabelText(/^Betreff/) as HTMLInputElement).value).toBe(
      'Angebot gewünscht: Hausrat',
    );
    fireEvent.click(within(dialog).getByLabelText('E-Mail', { selector: 'input[type="radio"]' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anfrage senden' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const body = calls.find((call) => call.method === 'POST')?.body as Record<string, string>;
    expect(body.AnfrageBetreff).toBe('Angebot gewünscht: Hausrat');
    expect(body.AnfrageNachricht).toMatch(
      /^Mein Bedarfscheck zeigt für Max Mustermann eine Lücke bei Hausrat\./,
    );
    expect(body.AnfrageNachricht).toContain('Was machst Du beruflich? Arbeitnehmer');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends a customer without the bedarfscheck flag away, and shows no menu entry', async () => {
    mockFetch({ 'GET /api/users/me': me({}) });
    await router.navigate('/app/impressum');
    render(<App />);
    fireEvent.click(await screen.findByRole('button', { name: 'Menü' }));
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).queryByRole('link', { name: 'Bedarfscheck' })).toBeNull();
    await router.navigate('/app/bedarfscheck');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/app/bedarfscheck'));
  });
});
