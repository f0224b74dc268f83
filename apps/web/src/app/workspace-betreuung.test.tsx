import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../lib/storage';
import { mockFetch } from '../test/fetch-mock';
import { adviserProfile } from '../test/workspace-fixtures';
import { App } from './app';
import { queryClient } from './query-client';
import { router } from './router';

/** The household page sets who looks after a contract (issue 29, ADR 186). */
beforeEach(() => {
  queryClient.clear();
  setToken(null);
  setToken(null, 'adviser');
});

const contract = {
  id: 5,
  personId: 1,
  sparte: 'hausrat',
  gesellschaft: 'ERGO',
  nummer: 'HR 778',
  label: null,
  status: 'A',
  beitrag: null,
  zahlungsweise: null,
  beginn: null,
  ablauf: null,
};

const household = (betreuung: string) => ({
  kunde: {
    id: 10,
    firstName: 'Max',
    lastName: 'Mustermann',
    email: 'max@example.com',
    phone: null,
    accountTyp: 'makler',
    active: true,
    config: {},
    features: {},
    createdAt: '2026-01-01T10:00:00.000Z',
  },
  persons: [],
  contracts: [
    { ...contract, betreuung },
    { ...contract, id: 6, gesellschaft: 'Allianz', nummer: null, label: 'Haftpflicht', betreuung: 'makler' },
  ],
  documents: [],
});

describe("the household page's Betreuung of a contract", () => {
  it('shows each contract’s Betreuung in a labelled select, saves a new one and reads household and log again', async () => {
    setToken('adviser-jwt', 'adviser');
    let stored = 'unbekannt';
    const entries: unknown[] = [];
    const { calls } = mockFetch({
      'GET /api/berater/me': () => ({ body: adviserProfile }),
      'GET /api/berater/kunden/10': () => ({ body: household(stored) }),
      'GET /api/berater/kunden/10/protokoll': () => ({ body: { entries } }),
      'PUT /api/berater/kunden/10/vertraege/5/betreuung': (call) => {
        stored = (call.body as { betreuung: string }).betreuung;
        entries.push({
          id: 1,
          at: '2026-11-29T09:00:00.000Z',
          adviserName: 'Thomas Berger',
          action: 'contract_betreuung_changed',
          changes: [
            { key: 'vertrag', before: null, after: 'ERGO HR 778' },
            { key: 'betreuung', before: 'unbekannt', after: stored },
          ],
        });
        return { body: { contract: { id: 5, betreuung: stored } } };
      },
    });
    await router.navigate('/berater/kunden/10');
    render(<App />);
    const select = (await screen.findByLabelText('Betreuung von ERGO HR 778', undefined, {
      timeout: 5000,
    })) as HTMLSelectElement;
    expect(select.value).toBe('unbekannt');
    expect([...select.options].map((option) => option.text)).toEqual([
      'Ihre Agentur',
      'anderer Vermittler',
      'Versicherer direkt',
      'unbekannt',
    ]);
    // A contract without a number is named by its insurer and title.
    expect((screen.getByLabelText('Betreuung von Allianz Haftpflicht') as HTMLSelectElement).value).toBe(
      'makler',
    );
    const save = screen.getByRole('button', { name: 'Speichern: Betreuung von ERGO HR 778' });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(select, { target: { value: 'makler' } });
    expect((save as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ betreuung: 'makler' }),
    );
    expect(await screen.findByText('Die Betreuung von ERGO HR 778 wurde gespeichert.')).toBeTruthy();
    const audit = screen.getByRole('region', { name: 'Änderungsprotokoll' });
    expect(await within(audit).findByText('Betreuung: unbekannt → Ihre Agentur')).toBeTruthy();
    expect(within(audit).getByText(/· Thomas Berger · Betreuung eines Vertrags geändert$/)).toBeTruthy();
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(true));
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('follows a newer read of the household until the adviser picks a value', async () => {
    setToken('adviser-jwt', 'adviser');
    let stored = 'unbekannt';
    mockFetch({
      'GET /api/berater/me': () => ({ body: adviserProfile }),
      'GET /api/berater/kunden/10': () => ({ body: household(stored) }),
      'GET /api/berater/kunden/10/protokoll': () => ({ body: { entries: [] } }),
    });
    await router.navigate('/berater/kunden/10');
    render(<App />);
    const select = (await screen.findByLabelText('Betreuung von ERGO HR 778', undefined, {
      timeout: 5000,
    })) as HTMLSelectElement;
    expect(select.value).toBe('unbekannt');
    // Another adviser set it meanwhile: the page's next read shows it, nothing to save.
    stored = 'versicherer';
    await queryClient.invalidateQueries({ queryKey: ['workspace', 'customer', 10] });
    await waitFor(() => expect(select.value).toBe('versicherer'));
    const save = screen.getByRole('button', { name: 'Speichern: Betreuung von ERGO HR 778' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
  });
});
