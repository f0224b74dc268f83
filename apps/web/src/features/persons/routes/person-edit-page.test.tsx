import { testAddress, testBankConnection, testPerson } from '@kundenportal/domain/household/person-examples';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { toastTexts } from '../../../test/render-routes';
import {
  bodyOf,
  cleanEachTest,
  entry,
  errorOf,
  fillIn,
  inEntry,
  me,
  renderPage,
} from './person-edit-page.harness';

cleanEachTest();

describe('person edit: a new person', () => {
  it('shows every section, gender m by default, and creates the person with address and bank connection', async () => {
    const created = testPerson({ id: 40, firstname: 'Lena', lastname: 'Beispiel', gender: 'm' });
    const { calls } = mockFetch({
      'GET /api/users/me': me(),
      'POST /api/persons': () => ({ status: 201, body: { person: created } }),
      'GET /api/persons/40': () => ({ body: { person: created } }),
    });
    const { router } = renderPage(0);
    expect(await screen.findByRole('heading', { level: 2, name: 'Persönliche Daten' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Neue Person' })).toBeTruthy();
    for (const heading of [
      'Persönliche Daten',
      'Familie & Beruf',
      'Finanzen',
      'Gesundheit',
      'Wohnen',
      'Lebenssituation',
      'Adressen',
      'Bankverbindungen',
    ])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'männlich' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('button', { name: 'Person löschen' })).toBeNull();

    fillIn(screen.getByLabelText('Vorname'), 'Lena');
    fillIn(screen.getByLabelText('Nachname'), 'Beispiel');
    fillIn(screen.getByLabelText('Geburtsdatum'), '03.02.2001');
    fillIn(screen.getByLabelText('Geburtsort'), 'Leipzig');
    fillIn(screen.getByLabelText('Anzahl der Kinder'), '2');
    fillIn(screen.getByLabelText('Monatliches Nettoeinkommen (gesamt)'), '2.500,50');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hundehalter' }));

    fireEvent.click(screen.getByRole('button', { name: 'Adresse hinzufügen' }));
    expect(within(entry('Adresse 1')).getByText('Hauptadresse')).toBeTruthy();
    fillIn(inEntry('Adresse 1', 'Straße'), 'Lindenweg');
    fillIn(inEntry('Adresse 1', 'Hausnummer'), '3a');
    fillIn(inEntry('Adresse 1', 'PLZ'), '20095');
    fillIn(inEntry('Adresse 1', 'Ort'), 'Hamburg');

    fireEvent.click(screen.getByRole('button', { name: 'Bankverbindung hinzufügen' }));
    const iban = inEntry('Bankverbindung 1', 'IBAN');
    fillIn(iban, 'DE89 3704 0044 0532 0130 01');
    fireEvent.blur(iban);
    expect(errorOf(iban)).toBe('Bitte gebe eine gültige IBAN ein.');
    fillIn(within(entry('Bankverbindung 1')).getByLabelText('Zahlungsweise'), '12');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(document.activeElement).toBe(inEntry('Bankverbindung 1', 'IBAN'));

    fillIn(inEntry('Bankverbindung 1', 'IBAN'), 'de89 3704 0044 0532 0130 00');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(toastTexts()).toContain('Die Person wurder erfolgreich erstellt.'));
    const body = bodyOf(calls, 'POST');
    expect(body).toMatchObject({
      firstname: 'Lena',
      lastname: 'Beispiel',
      gender: 'm',
      geburtsdatum: '2001-02-03',
      geburtsort: 'Leipzig',
      geburtland: null,
      familienstand: null,
    });
    expect(body.details).not.toHaveProperty('geburtsort');
    expect(body.details).toMatchObject({
      kinderanzahl: 2,
      einkuenfte_gesamt_netto_mtl: 2500.5,
      hund: '1',
      katze: '0',
    });
    expect(body.adressen).toEqual([
      expect.objectContaining({
        neu: true,
        hauptadresse: '1',
        address: 'Lindenweg',
        addressnumber: '3a',
        streetcode: '20095',
        city: 'Hamburg',
        co: null,
      }),
    ]);
    expect(body.bankverbindungen).toEqual([
      expect.objectContaining({ neu: true, used: '1', iban: 'DE89370400440532013000', zahlungsweise: '12' }),
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/person/edit/40'));
  });

  it('checks the fields before sending and focuses the first invalid one', async () => {
    const { calls } = mockFetch({ 'GET /api/users/me': me() });
    renderPage(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Speichern' }));
    expect(errorOf(screen.getByLabelText('Vorname'))).toBe('Dieses Feld ist ein Pflichtfeld.');
    expect(document.activeElement).toBe(screen.getByLabelText('Vorname'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});

describe('person edit: address and bank connection lists', () => {
  const saved = () =>
    testPerson({
      adressen: [
        testAddress({ id: 101, hauptadresse: '1', address: 'Erste Straße' }),
        testAddress({ id: 102, hauptadresse: '0', address: 'Zweite Straße' }),
      ],
      bankverbindungen: [testBankConnection({ id: 201 })],
    });

  it('keeps exactly one main address when switching, adding and removing', async () => {
    const { calls } = mockFetch({
      'GET /api/users/me': me(),
      'GET /api/persons/12': () => ({ body: { person: saved() } }),
      'PUT /api/persons/12': (call) => ({ body: { person: { ...saved(), ...(call.body as object) } } }),
    });
    renderPage(12);
    await screen.findByRole('group', { name: /^Adresse 1/ });
    const mains = () => screen.getAllByText('Hauptadresse');
    expect(mains()).toHaveLength(1);
    expect(within(entry('Adresse 1')).getByText('Hauptadresse')).toBeTruthy();

    fireEvent.click(within(entry('Adresse 2')).getByRole('button', { name: 'Als Hauptadresse festlegen' }));
    expect(mains()).toHaveLength(1);
    expect(within(entry('Adresse 2')).getByText('Hauptadresse')).toBeTruthy();
    expect(
      within(entry('Adresse 1')).getByRole('button', { name: 'Als Hauptadresse festlegen' }),
    ).toBeTruthy();
    // The focus moves to the new main mark (the button that had it is gone).
    expect(document.activeElement?.textContent).toBe('Hauptadresse');

    // A new entry, then removed again: it disappears without a trace.
    fireEvent.click(screen.getByRole('button', { name: 'Adresse hinzufügen' }));
    expect(screen.getAllByRole('group', { name: /^Adresse \d/ })).toHaveLength(3);
    fireEvent.click(within(entry('Adresse 3')).getByRole('button', { name: 'Adresse entfernen' }));
    expect(screen.getAllByRole('group', { name: /^Adresse \d/ })).toHaveLength(2);

    // Removing the saved main address hides it, marks it deleted and passes the role on.
    fireEvent.click(within(entry('Adresse 2')).getByRole('button', { name: 'Adresse entfernen' }));
    expect(screen.getAllByRole('group', { name: /^Adresse \d/ })).toHaveLength(1);
    expect(within(entry('Adresse 1')).getByText('Hauptadresse')).toBeTruthy();
    expect(mains()).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(toastTexts()).toContain('Die Personendaten wurden aktualisiert.'));
    const body = bodyOf(calls, 'PUT');
    expect(body.adressen?.map(({ id, hauptadresse, del }) => ({ id, hauptadresse, del }))).toEqual([
      { id: 101, hauptadresse: '1', del: undefined },
      { id: 102, hauptadresse: '0', del: true },
    ]);
    expect(body.bankverbindungen).toEqual([
      {
        id: 201,
        used: '1',
        iban: 'DE89370400440532013000',
        bic: null,
        kontoinhaber: 'Max Mustermann',
        zahlungsweise: '12',
      },
    ]);
  });

  it('makes a second bank connection the main one and clears the first', async () => {
    const { calls } = mockFetch({
      'GET /api/users/me': me(),
      'GET /api/persons/12': () => ({ body: { person: saved() } }),
      'PUT /api/persons/12': () => ({ body: { person: saved() } }),
    });
    renderPage(12);
    fireEvent.click(await screen.findByRole('button', { name: 'Bankverbindung hinzufügen' }));
    fillIn(inEntry('Bankverbindung 2', 'IBAN'), 'AT61 1904 3002 3457 3201');
    fillIn(within(entry('Bankverbindung 2')).getByLabelText('Zahlungsweise'), '1');
    fireEvent.click(
      within(entry('Bankverbindung 2')).getByRole('button', { name: 'Als Hauptbankverbindung festlegen' }),
    );
    expect(screen.getAllByText('Hauptbankverbindung')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(bodyOf(calls, 'PUT')).toBeDefined());
    expect(bodyOf(calls, 'PUT').bankverbindungen?.map((bank) => [bank.used, bank.iban])).toEqual([
      ['0', 'DE89370400440532013000'],
      ['1', 'AT611904300234573201'],
    ]);
  });

  it("maps a 422's 'adressen.<index>.<field>' entries to that entry's field, the rest to toasts", async () => {
    mockFetch({
      'GET /api/users/me': me(),
      'GET /api/persons/12': () => ({ body: { person: saved() } }),
      'PUT /api/persons/12': () => ({
        status: 422,
        body: {
          errors: [
            'adressen.1.city=>Der Ort ist unbekannt.',
            'bankverbindungen.0.iban=>Bitte gebe eine gültige IBAN ein.',
            'firstname=>Der Vorname ist zu kurz.',
            'Bitte prüfe die Adressen.',
          ],
        },
      }),
    });
    renderPage(12);
    fireEvent.click(await screen.findByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(errorOf(inEntry('Adresse 2', 'Ort'))).toBe('Der Ort ist unbekannt.'));
    expect(inEntry('Adresse 1', 'Ort').getAttribute('aria-invalid')).toBeNull();
    expect(errorOf(inEntry('Bankverbindung 1', 'IBAN'))).toBe('Bitte gebe eine gültige IBAN ein.');
    expect(errorOf(screen.getByLabelText('Vorname'))).toBe('Der Vorname ist zu kurz.');
    expect(document.activeElement).toBe(screen.getByLabelText('Vorname'));
    expect(toastTexts()).toEqual(['Bitte prüfe die Adressen.']);
    fillIn(inEntry('Adresse 2', 'Ort'), 'Potsdam');
    expect(inEntry('Adresse 2', 'Ort').getAttribute('aria-invalid')).toBeNull();
    expect(errorOf(inEntry('Bankverbindung 1', 'IBAN'))).toBe('Bitte gebe eine gültige IBAN ein.');
  });

  it('checks the entries before sending and focuses the first invalid field on the page', async () => {
    const { calls } = mockFetch({
      'GET /api/users/me': me(),
      'GET /api/persons/12': () => ({ body: { person: saved() } }),
    });
    renderPage(12);
    fillIn(await screen.findByLabelText('Kontoinhaber'), 'X');
    fillIn(inEntry('Adresse 2', 'PLZ'), '1');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(errorOf(inEntry('Adresse 2', 'PLZ'))).toBeTruthy();
    expect(errorOf(inEntry('Bankverbindung 1', 'Kontoinhaber'))).toBeTruthy();
    expect(inEntry('Adresse 1', 'PLZ').getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(inEntry('Adresse 2', 'PLZ')));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fillIn(inEntry('Adresse 2', 'PLZ'), '14467');
    expect(inEntry('Adresse 2', 'PLZ').getAttribute('aria-invalid')).toBeNull();
  });
});

describe('person edit: unsaved changes', () => {
  const unsavedQuestion = () =>
    [...document.querySelectorAll('dialog')].find((dialog) =>
      dialog.textContent?.includes('Ungespeicherte Änderungen'),
    );

  it('asks before leaving with a changed field or list, not after saving or without changes', async () => {
    const person = testPerson({ id: 12, adressen: [testAddress({ id: 101, hauptadresse: '1' })] });
    mockFetch({
      'GET /api/users/me': me(),
      'GET /api/persons/12': () => ({ body: { person } }),
      'PUT /api/persons/12': () => ({ body: { person: { ...person, firstname: 'Eri' } } }),
    });
    const { router } = renderPage(12);
    const back = await screen.findByRole('link', { name: 'Zurück zur Liste' });

    // Blurring a loaded IBAN or date reformats it to the same text: no change.
    fireEvent.blur(inEntry('Adresse 1', 'Straße'));
    fireEvent.click(screen.getByRole('button', { name: 'Adresse hinzufügen' }));
    fireEvent.click(within(entry('Adresse 2')).getByRole('button', { name: 'Adresse entfernen' }));
    fireEvent.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/person/list'));
    await act(async () => router.navigate('/app/person/edit/12'));

    fireEvent.click(await screen.findByRole('button', { name: 'Adresse hinzufügen' }));
    fireEvent.click(screen.getByRole('link', { name: 'Zurück zur Liste' }));
    expect(router.state.location.pathname).toBe('/app/person/edit/12');
    expect(unsavedQuestion()?.open).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Weiter bearbeiten', hidden: true }));
    });
    fireEvent.click(within(entry('Adresse 2')).getByRole('button', { name: 'Adresse entfernen' }));

    fillIn(screen.getByLabelText('Vorname'), 'Eri');
    fireEvent.click(screen.getByRole('link', { name: 'Zurück zur Liste' }));
    expect(router.state.location.pathname).toBe('/app/person/edit/12');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Weiter bearbeiten', hidden: true }));
    });
    expect((screen.getByLabelText('Vorname') as HTMLInputElement).value).toBe('Eri');

    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(toastTexts()).toContain('Die Personendaten wurden aktualisiert.'));
    fireEvent.click(screen.getByRole('link', { name: 'Zurück zur Liste' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/person/list'));
  });
});
