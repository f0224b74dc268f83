import { testContract } from '@kundenportal/domain/contracts/contract-examples';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { toastTexts } from '../../../test/render-routes';
import {
  bodyOf,
  cleanEachTest,
  errorOf,
  field,
  fillIn,
  household,
  me,
  renderContracts,
} from './contracts.harness';

cleanEachTest();

const group = (name: string) => screen.getByRole('group', { name });
const inGroup = (name: string, label: string) =>
  within(group(name)).getByLabelText(label) as HTMLInputElement;

function newContract(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/users/me': me(),
    'GET /api/contracts': () => ({ body: { contracts: household() } }),
    ...extra,
  });
}

describe('contract form: a new contract', () => {
  it('groups the form in sections, the periods as fieldsets, Sparten under headings', async () => {
    newContract();
    renderContracts('/app/vertraege/add');
    expect(await screen.findByRole('heading', { level: 1, name: 'Neuer Vertrag' })).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: 'Vertrag' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Vertrag',
      'Beitrag',
      'Laufzeit',
      'Kündigung',
      'Erinnerung',
    ]);
    const notice = group('Kündigungsfrist');
    expect(within(notice).getByLabelText('Dauer')).toBeTruthy();
    expect(within(notice).getByLabelText('Einheit')).toBeTruthy();
    expect(within(notice).getByLabelText('Kündigung zum')).toBeTruthy();
    expect(within(group('Verlängerung')).getByRole('radiogroup', { name: 'Laufzeit' })).toBeTruthy();
    expect(within(group('Verlängerung')).getByLabelText('Verlängert sich um')).toBeTruthy();
    expect(within(group('Mindestlaufzeit')).getByLabelText('Dauer')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Erinnerung' })).toBeTruthy();
    expect(field('Erinnerung am')).toBeTruthy();

    const sparte = field('Sparte') as unknown as HTMLSelectElement;
    const groups = [...sparte.querySelectorAll('optgroup')].map((optgroup) => optgroup.label);
    expect(groups).toEqual([
      'Sach- und Haftpflichtversicherungen',
      'Personen- und Krankenversicherungen',
      'Altersvorsorge und Vermögen',
      'Haushalt und Verträge des Alltags',
    ]);
    // The main person is chosen; the household's persons are the choices.
    const personSelect = field('Person') as unknown as HTMLSelectElement;
    expect(personSelect.value).toBe('11');
    expect([...personSelect.options].map((option) => option.text)).toEqual([
      'Bitte wählen',
      'Max Mustermann',
      'Maria Mustermann',
    ]);
  });

  it('checks with the domain rules before sending and focuses the first invalid field', async () => {
    const { calls } = newContract();
    renderContracts('/app/vertraege/add');
    fireEvent.click(await screen.findByRole('button', { name: 'Vertrag speichern' }));
    expect(errorOf(field('Sparte'))).toBe('Dieses Feld ist ein Pflichtfeld.');
    expect(errorOf(field('Gesellschaft'))).toBe('Dieses Feld ist ein Pflichtfeld.');
    expect(document.activeElement).toBe(field('Sparte'));
    // A period's value without its unit.
    fillIn(inGroup('Kündigungsfrist', 'Dauer'), '3');
    fireEvent.click(screen.getByRole('button', { name: 'Vertrag speichern' }));
    expect(errorOf(inGroup('Kündigungsfrist', 'Einheit'))).toBe('Dieses Feld ist ein Pflichtfeld.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('creates the contract, says so and opens its view', async () => {
    const created = testContract({ id: 40, gesellschaft: 'ERGO', sparte: 'hausrat' });
    const { calls } = newContract({
      'POST /api/contracts': () => ({ status: 201, body: { contract: created } }),
      'GET /api/contracts/40': () => ({ body: { contract: created } }),
    });
    const { router } = renderContracts('/app/vertraege/add');
    fillIn(await screen.findByLabelText('Sparte', { selector: 'select' }), 'hausrat');
    fillIn(field('Gesellschaft'), 'ERGO');
    fillIn(field('Vertragsnummer'), 'HR 1');
    fillIn(field('Beitrag'), '12,50');
    fillIn(field('Zahlungsweise'), '12');
    fillIn(field('Beginn'), '01.01.2020');
    fireEvent.click(screen.getByRole('radio', { name: 'automatische Verlängerung' }));
    fillIn(inGroup('Kündigungsfrist', 'Dauer'), '3');
    fillIn(inGroup('Kündigungsfrist', 'Einheit'), 'monate');
    fillIn(inGroup('Kündigungsfrist', 'Kündigung zum'), 'laufzeitende');
    fireEvent.click(screen.getByRole('button', { name: 'Vertrag speichern' }));
    await waitFor(() => expect(toastTexts()).toContain('Der Vertrag wurde angelegt.'));
    expect(bodyOf(calls, 'POST')).toMatchObject({
      person_id: 11,
      sparte: 'hausrat',
      status: 'A',
      gesellschaft: 'ERGO',
      nummer: 'HR 1',
      beitrag: 12.5,
      zahlungsweise: 12,
      beginn: '2020-01-01',
      automatische_verlaengerung: 1,
      kf_wert: 3,
      kf_einheit: 'monate',
      kf_ende: 'laufzeitende',
      kuendbar_bis: null,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/vertraege/view/40'));
  });

  it('goes to the list after creating when the user may not open a contract', async () => {
    const created = testContract({ id: 40 });
    mockFetch({
      'GET /api/users/me': me({ vertrag_details: false, vertrag_edit: false }),
      'GET /api/contracts': () => ({ body: { contracts: [] } }),
      'POST /api/contracts': () => ({ status: 201, body: { contract: created } }),
    });
    const { router } = renderContracts('/app/vertraege/add');
    fillIn(await screen.findByLabelText('Sparte', { selector: 'select' }), 'hausrat');
    fillIn(field('Gesellschaft'), 'ERGO');
    fireEvent.click(screen.getByRole('button', { name: 'Vertrag speichern' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/vertraege/list'));
  });

  it('shows a 422 entry at its field', async () => {
    newContract({
      'POST /api/contracts': () => ({
        status: 422,
        body: { errors: ['nummer=>Diese Nummer ist zu lang.'] },
      }),
    });
    renderContracts('/app/vertraege/add');
    fillIn(await screen.findByLabelText('Sparte', { selector: 'select' }), 'hausrat');
    fillIn(field('Gesellschaft'), 'ERGO');
    fillIn(field('Vertragsnummer'), 'HR 1');
    fireEvent.click(screen.getByRole('button', { name: 'Vertrag speichern' }));
    await waitFor(() => expect(errorOf(field('Vertragsnummer'))).toBe('Diese Nummer ist zu lang.'));
    expect(document.activeElement).toBe(field('Vertragsnummer'));
  });
});

describe('contract form: the duplicate question', () => {
  async function enterDuplicate() {
    fillIn(await screen.findByLabelText('Sparte', { selector: 'select' }), 'kfz');
    fillIn(field('Gesellschaft'), 'HUK Coburg');
    fillIn(field('Vertragsnummer'), 'kfz 4711 2023');
    // The list must be loaded for the check.
    await waitFor(() => expect(screen.queryByRole('status', { name: /Wird geladen/ })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Vertrag speichern' }));
  }

  it('asks before saving a contract with the same insurer and number; only "Trotzdem speichern" saves', async () => {
    const created = testContract({ id: 41 });
    const { calls } = newContract({
      'POST /api/contracts': () => ({ status: 201, body: { contract: created } }),
      'GET /api/contracts/41': () => ({ body: { contract: created } }),
    });
    const { router } = renderContracts('/app/vertraege/add');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/contracts')).toBe(true));
    await enterDuplicate();
    const dialog = await screen.findByRole('dialog', { hidden: true, name: 'Vertrag doppelt?' });
    expect(
      within(dialog).getByText(
        'Es gibt in Deinem Haushalt schon einen Vertrag bei HUK-COBURG mit der Nummer KFZ-4711-2023. Trotzdem speichern?',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen', hidden: true }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(router.state.location.pathname).toBe('/app/vertraege/add');

    fireEvent.click(screen.getByRole('button', { name: 'Vertrag speichern' }));
    fireEvent.click(screen.getByRole('button', { name: 'Trotzdem speichern', hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/vertraege/view/41'));
    expect(bodyOf(calls, 'POST')).toMatchObject({ gesellschaft: 'HUK Coburg', nummer: 'kfz 4711 2023' });
  });

  it('does not ask when the flag is off in local storage', async () => {
    localStorage.setItem('kundenportal.feature_flags', JSON.stringify({ contract_duplicate_check: false }));
    const created = testContract({ id: 41 });
    const { calls } = newContract({
      'POST /api/contracts': () => ({ status: 201, body: { contract: created } }),
      'GET /api/contracts/41': () => ({ body: { contract: created } }),
    });
    const { router } = renderContracts('/app/vertraege/add');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/contracts')).toBe(true));
    await enterDuplicate();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/vertraege/view/41'));
    expect(screen.queryByText(/Trotzdem speichern\?/)).toBeNull();
  });

  it('does not count the contract being edited as its own duplicate', async () => {
    const car = household()[0];
    const { calls } = mockFetch({
      'GET /api/users/me': me(),
      'GET /api/contracts': () => ({ body: { contracts: household() } }),
      'GET /api/contracts/1': () => ({ body: { contract: car } }),
      'PUT /api/contracts/1': () => ({ body: { contract: car } }),
    });
    renderContracts('/app/vertraege/edit/1');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/contracts')).toBe(true));
    fillIn(await screen.findByLabelText('Bezeichnung'), 'Golf');
    fireEvent.click(screen.getByRole('button', { name: 'Vertrag speichern' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
  });
});

describe('contract form: the insurer combobox', () => {
  it('suggests insurers and follows the keys of the WAI-ARIA combobox pattern', async () => {
    newContract();
    renderContracts('/app/vertraege/add');
    const input = (await screen.findByRole('combobox', { name: 'Gesellschaft' })) as HTMLInputElement;
    expect(input.getAttribute('aria-expanded')).toBe('false');
    const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(listbox.getAttribute('role')).toBe('listbox');

    fillIn(input, 'huk');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const options = within(listbox).getAllByRole('option');
    expect(options[0]?.textContent).toContain('HUK-COBURG');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(within(listbox).getAllByRole('option')[1]?.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.value).toBe('HUK-COBURG');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);

    // Escape closes the list and keeps the text; free text stays as typed.
    fillIn(input, 'Meine kleine Versicherung');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.value).toBe('Meine kleine Versicherung');
    fillIn(input, 'allianz');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    // Down opens a closed list on the first option; Up on the last.
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const allianz = within(listbox).getAllByRole('option');
    expect(input.getAttribute('aria-activedescendant')).toBe(allianz[0]?.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(allianz.at(-1)?.id);
    // A click takes a suggestion.
    fireEvent.click(allianz[0] as HTMLElement);
    expect(input.value).toBe('Allianz');
  });

  it('Enter without an active suggestion submits the form', async () => {
    const { calls } = newContract();
    renderContracts('/app/vertraege/add');
    const input = await screen.findByRole('combobox', { name: 'Gesellschaft' });
    fillIn(input, 'huk');
    fireEvent.keyDown(input, { key: 'Enter' });
    // The form was checked (Sparte is missing) and nothing was sent.
    await waitFor(() => expect(errorOf(field('Sparte'))).toBe('Dieses Feld ist ein Pflichtfeld.'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});

describe('contract form: edit and delete', () => {
  const stored = () =>
    testContract({
      id: 7,
      gesellschaft: 'ERGO',
      nummer: 'HR 2',
      beitrag: 38.4,
      zahlungsweise: 4,
      kuendbar_bis: '2031-09-30',
      kuendbar_bis_eingabe: '2026-09-30',
      kf_wert: null,
      kf_einheit: null,
      kf_ende: null,
    });

  it('starts from the entered values (the entered deadline, not the computed one) and saves changes', async () => {
    const { calls } = mockFetch({
      'GET /api/users/me': me(),
      'GET /api/contracts': () => ({ body: { contracts: household() } }),
      'GET /api/contracts/7': () => ({ body: { contract: stored() } }),
      'PUT /api/contracts/7': () => ({ body: { contract: { ...stored(), label: 'Hausrat neu' } } }),
    });
    renderContracts('/app/vertraege/edit/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vertrag bearbeiten' })).toBeTruthy();
    await waitFor(() => expect(field('Gesellschaft').value).toBe('ERGO'));
    expect(field('Kündbar bis').value).toBe('30.09.2026');
    expect(field('Beitrag').value).toBe('38,40');
    expect((field('Sparte') as unknown as HTMLSelectElement).value).toBe('hausrat');
    fillIn(field('Bezeichnung'), 'Hausrat neu');
    fireEvent.click(screen.getByRole('button', { name: 'Vertrag speichern' }));
    await waitFor(() => expect(toastTexts()).toContain('Die Änderungen wurden gespeichert.'));
    expect(bodyOf(calls, 'PUT')).toMatchObject({ label: 'Hausrat neu', kuendbar_bis: '2026-09-30' });
  });

  it('deletes after the question and goes back to the list', async () => {
    const { calls } = mockFetch({
      'GET /api/users/me': me(),
      'GET /api/contracts': () => ({ body: { contracts: household() } }),
      'GET /api/contracts/7': () => ({ body: { contract: stored() } }),
      'DELETE /api/contracts/7': () => ({ body: { success: true } }),
    });
    const { router } = renderContracts('/app/vertraege/edit/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Vertrag löschen' }));
    const dialog = screen.getByRole('dialog', { hidden: true, name: 'Vertrag löschen?' });
    expect(within(dialog).getByText(/Hausratversicherung Best/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen', hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/vertraege/list'));
    expect(toastTexts()).toContain('Der Vertrag wurde gelöscht.');
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/contracts/7')).toBe(true);
  });

  it('shows the 404 inline with the way back, without a toast', async () => {
    mockFetch({
      'GET /api/users/me': me(),
      'GET /api/contracts/99': () => ({
        status: 404,
        body: { error: 'could_not_find_contract', message: 'Der Vertrag wurde nicht gefunden.' },
      }),
    });
    renderContracts('/app/vertraege/edit/99');
    expect(await screen.findByText('Der Vertrag wurde nicht gefunden.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück zur Liste' })).toBeTruthy();
    expect(toastTexts()).toEqual([]);
  });
});
