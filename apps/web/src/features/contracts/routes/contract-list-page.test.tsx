import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/format';
import { mockFetch } from '../../../test/fetch-mock';
import { cleanEachTest, household, inDays, me, renderContracts } from './contracts.harness';

cleanEachTest();

const withList = (contracts = household(), rights: Parameters<typeof me>[0] = {}) =>
  mockFetch({
    'GET /api/users/me': me(rights),
    'GET /api/contracts': () => ({ body: { contracts } }),
  });

/** The section of a heading (a person or a Sparte). */
const sectionOf = (level: 2 | 3, name: string) =>
  screen.getByRole('heading', { level, name }).closest('section') as HTMLElement;
const itemOf = (title: string) => screen.getByRole('link', { name: title }).closest('li') as HTMLElement;
const titles = (container: HTMLElement) =>
  within(container)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('contract list', () => {
  it('groups by person (main person first) and Sparte, the Sparten in the order of their first contract by deadline', async () => {
    withList();
    renderContracts('/app/vertraege/list');
    expect(await screen.findByRole('heading', { level: 2, name: 'Max Mustermann' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Max Mustermann',
      'Maria Mustermann',
    ]);
    const max = sectionOf(2, 'Max Mustermann');
    expect(
      within(max)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Kfz-Versicherung', 'Hausrat', 'Privathaftpflicht', 'Reiseversicherung']);
    expect(
      within(sectionOf(2, 'Maria Mustermann'))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Private Krankenversicherung']);
    expect(screen.getByText('5 Verträge')).toBeTruthy();
  });

  it('shows insurer, number, the premium as entered with its rhythm, the monthly share and the deadline', async () => {
    withList();
    renderContracts('/app/vertraege/list');
    const car = itemOf(await screen.findByText('VW Golf B-MM 1984').then((link) => link.textContent ?? ''));
    expect(within(car).getByText('HUK-COBURG · KFZ-4711-2023')).toBeTruthy();
    expect(within(car).getByText('54,30 € monatlich')).toBeTruthy();
    expect(within(car).queryByText(/Monat$/)).toBeNull();
    expect(within(car).getByText(`kündbar bis ${formatDate(inDays(12))}`)).toBeTruthy();
    expect(within(car).getByText('(noch 12 Tage)')).toBeTruthy();

    const liability = itemOf('Familienhaftpflicht');
    expect(within(liability).getByText(/89,00 € jährlich/)).toBeTruthy();
    expect(within(liability).getByText('≈ 7,42 € / Monat')).toBeTruthy();

    const travel = itemOf('Sommerurlaub Italien');
    expect(within(travel).getByText('79,00 € einmalig')).toBeTruthy();
    expect(within(travel).queryByText(/Monat/)).toBeNull();
    expect(within(travel).queryByText(/kündbar bis/)).toBeNull();
  });

  it('highlights a deadline within 30 days with a style and a text, not the later ones', async () => {
    withList();
    renderContracts('/app/vertraege/list');
    const car = itemOf(await screen.findByText('VW Golf B-MM 1984').then((link) => link.textContent ?? ''));
    expect(car.dataset.soon).toBe('true');
    expect(within(car).getByText('Frist läuft bald ab')).toBeTruthy();
    for (const title of ['Familienhaftpflicht', 'Hausrat Musterstraße 12', 'Krankenversicherung Maria']) {
      expect(itemOf(title).dataset.soon, title).toBeUndefined();
      expect(within(itemOf(title)).queryByText('Frist läuft bald ab')).toBeNull();
    }
    expect(screen.getAllByText('Frist läuft bald ab')).toHaveLength(1);
  });

  it('totals the premiums per person and for the household, a month and a year, without one-offs', async () => {
    withList();
    renderContracts('/app/vertraege/list');
    await screen.findByRole('heading', { level: 2, name: 'Max Mustermann' });
    // Max: 54,30 × 12 + 89 + 38,40 × 4 = 894,20 € a year, 74,52 € a month (the one-off 79 € apart).
    const maxTotals = screen.getByText('Beiträge von Max Mustermann').parentElement as HTMLElement;
    expect(within(maxTotals).getByText('74,52 € im Monat')).toBeTruthy();
    expect(within(maxTotals).getByText('894,20 € im Jahr')).toBeTruthy();
    const mariaTotals = screen.getByText('Beiträge von Maria Mustermann').parentElement as HTMLElement;
    expect(within(mariaTotals).getByText('312,40 € im Monat')).toBeTruthy();
    expect(within(mariaTotals).getByText('3.748,80 € im Jahr')).toBeTruthy();
    const all = screen.getByText('Beiträge des Haushalts').parentElement as HTMLElement;
    expect(within(all).getByText('386,92 € im Monat')).toBeTruthy();
    expect(within(all).getByText('4.643,00 € im Jahr')).toBeTruthy();
  });

  it('filters by status: aktiv by default, inaktiv, alle', async () => {
    withList();
    renderContracts('/app/vertraege/list');
    await screen.findByText('5 Verträge');
    const status = screen.getByLabelText('Status') as HTMLSelectElement;
    expect(status.value).toBe('aktiv');
    expect(screen.queryByText('Verkehrsrechtsschutz')).toBeNull();

    fireEvent.change(status, { target: { value: 'inaktiv' } });
    expect(screen.getByText('1 Vertrag')).toBeTruthy();
    expect(within(itemOf('Verkehrsrechtsschutz')).getByText('inaktiv')).toBeTruthy();
    expect(screen.queryByText('VW Golf B-MM 1984')).toBeNull();
    // Nothing is paid for an inactive contract: no totals.
    expect(screen.queryByText('Beiträge des Haushalts')).toBeNull();

    fireEvent.change(status, { target: { value: 'alle' } });
    expect(screen.getByText('6 Verträge')).toBeTruthy();
    expect(screen.getByText('Verkehrsrechtsschutz')).toBeTruthy();
  });

  it('sorts by deadline by default, by name or premium on request, and keeps the choice', async () => {
    withList();
    const first = renderContracts('/app/vertraege/list');
    await screen.findByText('5 Verträge');
    const max = () => sectionOf(2, 'Max Mustermann');
    // Within a Sparte the sort decides; across Sparten the table order. One Sparte with three contracts:
    const many = household().map((contract) => ({ ...contract, sparte: 'sonstige' as const, person_id: 11 }));
    first.unmount();

    withList(many);
    const second = renderContracts('/app/vertraege/list');
    await screen.findByText('5 Verträge');
    expect(titles(max())).toEqual([
      'VW Golf B-MM 1984',
      'Hausrat Musterstraße 12',
      'Familienhaftpflicht',
      'Krankenversicherung Maria',
      'Sommerurlaub Italien',
    ]);
    const sort = screen.getByLabelText('Sortieren nach') as HTMLSelectElement;
    expect(sort.value).toBe('deadline');
    fireEvent.change(sort, { target: { value: 'name' } });
    expect(titles(max())).toEqual([
      'Familienhaftpflicht',
      'Hausrat Musterstraße 12',
      'Krankenversicherung Maria',
      'Sommerurlaub Italien',
      'VW Golf B-MM 1984',
    ]);
    fireEvent.change(sort, { target: { value: 'premium' } });
    expect(titles(max())[0]).toBe('Krankenversicherung Maria');
    expect(localStorage.getItem('kundenportal.contracts.sort')).toBe('"premium"');
    second.unmount();

    withList(many);
    renderContracts('/app/vertraege/list');
    await screen.findByText('5 Verträge');
    expect((screen.getByLabelText('Sortieren nach') as HTMLSelectElement).value).toBe('premium');
  });

  it('links each contract to its view and offers adding one, both by the rights', async () => {
    withList();
    const { router } = renderContracts('/app/vertraege/list');
    const add = await screen.findByRole('link', { name: 'Vertrag hinzufügen' });
    expect(add.getAttribute('href')).toBe('/app/vertraege/add');
    fireEvent.click(screen.getByRole('link', { name: 'Familienhaftpflicht' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/vertraege/view/2'));
  });

  it('without vertrag_add, vertrag_details and vertrag_edit: no add link and no links to contracts', async () => {
    withList(household(), { vertrag_add: false, vertrag_details: false, vertrag_edit: false });
    renderContracts('/app/vertraege/list');
    expect(await screen.findByText('VW Golf B-MM 1984')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('opens a contract with vertrag_edit alone', async () => {
    withList(household(), { vertrag_details: false });
    renderContracts('/app/vertraege/list');
    expect(await screen.findByRole('link', { name: 'VW Golf B-MM 1984' })).toBeTruthy();
  });

  it('shows the empty state without contracts', async () => {
    withList([]);
    renderContracts('/app/vertraege/list');
    expect(await screen.findByText('Es wurden keine Elemente hinterlegt.')).toBeTruthy();
    expect(screen.queryByText('Beiträge des Haushalts')).toBeNull();
  });

  it('shows the tip on the notice period until it is hidden, then not on the next visit either', async () => {
    withList();
    const tip = /^Tipp: Trage bei Deinen Verträgen die Kündigungsfrist ein/;
    const first = renderContracts('/app/vertraege/list');
    await screen.findByText('5 Verträge');
    expect(screen.getByRole('note').textContent).toMatch(tip);
    fireEvent.click(screen.getByRole('button', { name: 'Nicht mehr anzeigen.' }));
    expect(screen.queryByText(tip)).toBeNull();
    first.unmount();

    renderContracts('/app/vertraege/list');
    await screen.findByText('5 Verträge');
    expect(screen.queryByText(tip)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nicht mehr anzeigen.' })).toBeNull();
  });
});
