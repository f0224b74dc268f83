import { resolveConfig } from '@kundenportal/domain/account/config-flags';
import { testPerson } from '@kundenportal/domain/household/person-examples';
import { testVorsorgestatusAnswer } from '@kundenportal/domain/vorsorgestatus/vorsorgestatus-examples';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../lib/storage';
import { demoUser, mockFetch } from '../test/fetch-mock';
import { App } from './app';
import { queryClient } from './query-client';
import { router } from './router';

/** The Vorsorgestatus route in the real app: menu entry, the persons' names and 'Beratung anfragen'. */
beforeEach(() => {
  queryClient.clear();
  setToken('jwt');
});

describe('Vorsorgestatus route in the app', () => {
  it('opens from the menu with the person’s name; “Beratung anfragen” sends the adviser the figures', async () => {
    const { calls } = mockFetch({
      'GET /api/users/me': () => ({
        body: { user: demoUser({ config: resolveConfig({ bedarfscheck: true }) }) },
      }),
      'GET /api/persons': () => ({
        body: { persons: [testPerson({ id: 11, is_main: true, firstname: 'Max', lastname: 'Mustermann' })] },
      }),
      'GET /api/vorsorgestatus': () => ({ body: testVorsorgestatusAnswer() }),
      'POST /api/anfrage': () => ({ status: 201, body: { message: 'Deine Anfrage wurde gesendet.' } }),
    });
    await router.navigate('/app/impressum');
    render(<App />);
    fireEvent.click(await screen.findByRole('button', { name: 'Menü' }));
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Vorsorgestatus' }));
    const max = await screen.findByRole('region', { name: 'Max Mustermann' }, { timeout: 5000 });
    await waitFor(() => expect(document.title).toBe('Vorsorgestatus – Kundenportal'));
    fireEvent.click(within(max).getByRole('button', { name: 'Beratung anfragen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anfrage stellen' });
    expect((within(dialog).getByLabelText(/^Betreff/) as HTMLInputElement).value).toBe(
      'Beratung zur Altersvorsorge: Max Mustermann',
    );
    fireEvent.click(within(dialog).getByLabelText('E-Mail', { selector: 'input[type="radio"]' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anfrage senden' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const body = calls.find((call) => call.method === 'POST')?.body as Record<string, string>;
    expect(body.AnfrageNachricht).toContain('Gesetzliche Rente nach Abzügen: 1.484,53');
    expect(body.AnfrageNachricht).toContain('(laut Renteninformation)');
  });
});
