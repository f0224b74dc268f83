import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { toastTexts } from '../../../test/render-routes';
import {
  becker,
  cardOf,
  contracts,
  dialog,
  errorOf,
  field,
  fillIn,
  me,
  renderContactPersons,
  schulz,
  signedIn,
} from './contact-persons.harness';

signedIn();

/** The household with its contact persons kept in `state`, so the list shows what the writes did. */
function household(extra: Parameters<typeof mockFetch>[0] = {}) {
  const state = { persons: [becker(), schulz()] };
  const fetched = mockFetch({
    'GET /api/users/me': me(),
    'GET /api/ansprechpartner': () => ({ body: { ansprechpartner: state.persons } }),
    ...extra,
  });
  return { ...fetched, state };
}

const LINK_TITLE = 'Mit Vertrag verknüpfen';

describe('contact persons page: link and unlink contracts', () => {
  it('offers the contracts not linked yet in German order and asks for one before sending', async () => {
    const { calls } = household();
    renderContactPersons(contracts);
    fireEvent.click(await screen.findByRole('button', { name: 'Vertrag verknüpfen: Frau Claudia Becker' }));
    const linkDialog = dialog(LINK_TITLE);
    expect(
      within(linkDialog).getByText('Für welchen Vertrag ist Frau Claudia Becker zuständig?'),
    ).toBeTruthy();
    const select = field('Vertrag') as unknown as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      'Bitte wählen',
      'Hausrat Musterstraße 12',
      'VW Golf B-MM 1984',
    ]);
    fireEvent.click(within(linkDialog).getByRole('button', { name: 'Verknüpfen', hidden: true }));
    expect(errorOf(select)).toBe('Bitte wähle einen Vertrag aus.');
    await waitFor(() => expect(document.activeElement).toBe(select));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it("links the chosen contract, toasts the server's message and names it on the card", async () => {
    const { calls, state } = household({
      'PUT /api/ansprechpartner/4/verknuepfen': () => {
        state.persons = [becker({ vertraege: [2, 3] }), schulz()];
        return { body: { ansprechpartner: state.persons[0], message: 'Verknüpft (vom Server).' } };
      },
    });
    renderContactPersons(contracts);
    fireEvent.click(await screen.findByRole('button', { name: 'Vertrag verknüpfen: Frau Claudia Becker' }));
    fillIn(field('Vertrag'), '3');
    fireEvent.click(within(dialog(LINK_TITLE)).getByRole('button', { name: 'Verknüpfen', hidden: true }));
    await waitFor(() => expect(toastTexts()).toContain('Verknüpft (vom Server).'));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/api/ansprechpartner/4/verknuepfen');
    expect(put?.body).toEqual({ vertrag_id: 3 });
    const linked = within(cardOf('Frau Claudia Becker'));
    expect(await linked.findByText('Hausrat Musterstraße 12')).toBeTruthy();
    expect(linked.getByText('Familienhaftpflicht')).toBeTruthy();
    expect(screen.queryByLabelText('Vertrag', { selector: 'select' })).toBeNull();
  });

  it("shows the server's 422 on vertrag_id at the dropdown", async () => {
    household({
      'PUT /api/ansprechpartner/4/verknuepfen': () => ({
        status: 422,
        body: {
          error: 'validation_failed',
          errors: ['vertrag_id=>Diesen Vertrag gibt es in Deinem Haushalt nicht.'],
        },
      }),
    });
    renderContactPersons(contracts);
    fireEvent.click(await screen.findByRole('button', { name: 'Vertrag verknüpfen: Frau Claudia Becker' }));
    fillIn(field('Vertrag'), '1');
    fireEvent.click(within(dialog(LINK_TITLE)).getByRole('button', { name: 'Verknüpfen', hidden: true }));
    await waitFor(() =>
      expect(errorOf(field('Vertrag'))).toBe('Diesen Vertrag gibt es in Deinem Haushalt nicht.'),
    );
    expect(toastTexts()).toEqual([]);
  });

  it('offers no link once every contract of the household is linked', async () => {
    household({
      'GET /api/ansprechpartner': () => ({ body: { ansprechpartner: [becker({ vertraege: [1, 2, 3] })] } }),
    });
    renderContactPersons(contracts);
    const card = await screen.findByRole('heading', { level: 3, name: 'Frau Claudia Becker' });
    expect(card).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Vertrag verknüpfen/ })).toBeNull();
    expect(
      within(cardOf('Frau Claudia Becker'))
        .getAllByRole('button', { name: /^Verknüpfung mit/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Verknüpfung mit VW Golf B-MM 1984 lösen',
      'Verknüpfung mit Familienhaftpflicht lösen',
      'Verknüpfung mit Hausrat Musterstraße 12 lösen',
    ]);
  });

  it("unlinks one contract, toasts the server's message and no longer names it", async () => {
    const { calls, state } = household({
      'DELETE /api/ansprechpartner/5/verknuepfen/1': () => {
        state.persons = [becker(), schulz({ vertraege: [] })];
        return { body: { ansprechpartner: state.persons[1], message: 'Gelöst (vom Server).' } };
      },
    });
    renderContactPersons(contracts);
    fireEvent.click(await screen.findByRole('button', { name: 'Verknüpfung mit VW Golf B-MM 1984 lösen' }));
    await waitFor(() => expect(toastTexts()).toContain('Gelöst (vom Server).'));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/ansprechpartner/5/verknuepfen/1',
    ]);
    await waitFor(() => expect(screen.queryByText('VW Golf B-MM 1984')).toBeNull());
    expect(within(cardOf('Frau Claudia Becker')).getByText('Familienhaftpflicht')).toBeTruthy();
  });

  it("toasts the server's error when an unlink fails", async () => {
    household({
      'DELETE /api/ansprechpartner/5/verknuepfen/1': () => ({
        status: 404,
        body: { error: 'could_not_find_contract', message: 'Der Vertrag wurde nicht gefunden.' },
      }),
    });
    renderContactPersons(contracts);
    fireEvent.click(await screen.findByRole('button', { name: 'Verknüpfung mit VW Golf B-MM 1984 lösen' }));
    await waitFor(() => expect(toastTexts()).toContain('Der Vertrag wurde nicht gefunden.'));
  });
});
