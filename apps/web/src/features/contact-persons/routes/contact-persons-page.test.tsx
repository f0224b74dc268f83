import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { toastTexts } from '../../../test/render-routes';
import {
  becker,
  bodyOf,
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

function household(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/users/me': me(),
    'GET /api/ansprechpartner': () => ({ body: { ansprechpartner: [becker(), schulz()] } }),
    ...extra,
  });
}

const REQUIRED = 'Dieses Feld ist ein Pflichtfeld.';

describe('contact persons page: the list', () => {
  it('shows name with anrede, firm, phone and e-mail as links, fax, and the linked contracts by title', async () => {
    household();
    renderContactPersons(contracts);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ansprechpartner' })).toBeTruthy();
    await screen.findByRole('heading', { level: 3, name: 'Frau Claudia Becker' });
    const card = cardOf('Frau Claudia Becker');
    expect(within(card).getByText('Allianz Versicherungs-AG')).toBeTruthy();
    const phone = within(card).getByRole('link', { name: '089 20304050' });
    expect(phone.getAttribute('href')).toBe('tel:+498920304050');
    const mail = within(card).getByRole('link', { name: 'claudia.becker@allianz.example.com' });
    expect(mail.getAttribute('href')).toBe('mailto:claudia.becker@allianz.example.com');
    expect(within(card).getByText('089 20304059')).toBeTruthy();
    // No location: no address.
    expect(within(card).queryByText('Adresse')).toBeNull();
    const linked = within(card).getByRole('list', { name: 'Zuständig für' });
    expect(within(linked).getByText('Familienhaftpflicht')).toBeTruthy();
    expect(
      within(linked).getByRole('button', { name: 'Verknüpfung mit Familienhaftpflicht lösen' }).textContent,
    ).toBe('Lösen');
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Verknüpfung mit Familienhaftpflicht lösen',
      'Vertrag verknüpfen: Frau Claudia Becker',
      'Bearbeiten: Frau Claudia Becker',
      'Löschen: Frau Claudia Becker',
    ]);
  });

  it('shows the address only when the location is filled', async () => {
    household({
      'GET /api/ansprechpartner': () => ({
        body: {
          ansprechpartner: [schulz(), becker({ id: 6, name: 'Ohneort', street: 'x', standort: false })],
        },
      }),
    });
    renderContactPersons(contracts);
    await screen.findByRole('heading', { level: 3, name: 'Herr Thomas Schulz' });
    const card = cardOf('Herr Thomas Schulz');
    expect(within(card).getByText('Adresse')).toBeTruthy();
    expect(within(card).getByText('Friedrichstraße 123')).toBeTruthy();
    expect(within(card).getByText('10117 Berlin')).toBeTruthy();
    expect(within(card).queryByText('Fax')).toBeNull();
    expect(within(cardOf('Frau Claudia Ohneort')).queryByText('Adresse')).toBeNull();
  });

  it("shows the customer's text as text, never as markup", async () => {
    household({
      'GET /api/ansprechpartner': () => ({
        body: { ansprechpartner: [becker({ anrede: null, firma: '<b>Fett</b> AG', vertraege: [] })] },
      }),
    });
    renderContactPersons(contracts);
    const card = await screen.findByRole('heading', { level: 3, name: 'Claudia Becker' });
    expect(screen.getByText('<b>Fett</b> AG')).toBeTruthy();
    expect(card.closest('li')?.querySelector('b')).toBeNull();
    expect(within(cardOf('Claudia Becker')).queryByRole('list', { name: 'Zuständig für' })).toBeNull();
  });

  it('names and links no contract without the contracts list, nor when the household has none', async () => {
    for (const given of [undefined, []]) {
      household();
      const view = renderContactPersons(given);
      await screen.findByRole('heading', { level: 3, name: 'Frau Claudia Becker' });
      expect(screen.queryByText('Familienhaftpflicht')).toBeNull();
      expect(screen.queryByRole('button', { name: /^Vertrag verknüpfen/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Verknüpfung mit/ })).toBeNull();
      expect(screen.getAllByRole('button', { name: /^Bearbeiten/ })).toHaveLength(2);
      view.unmount();
    }
  });

  it('shows the empty state of the texts without contact persons', async () => {
    mockFetch({
      'GET /api/users/me': me(),
      'GET /api/ansprechpartner': () => ({ body: { ansprechpartner: [] } }),
    });
    renderContactPersons(contracts);
    expect(await screen.findByText('Du hast noch keine Ansprechpartner hinterlegt.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ansprechpartner hinzufügen' })).toBeTruthy();
  });
});

describe('contact persons page: add, edit, delete', () => {
  const save = (title: string) =>
    fireEvent.click(within(dialog(title)).getByRole('button', { name: 'Speichern', hidden: true }));

  it('checks the catalogue rules before sending and focuses the first invalid field', async () => {
    const { calls } = household();
    renderContactPersons(contracts);
    fireEvent.click(await screen.findByRole('button', { name: 'Ansprechpartner hinzufügen' }));
    save('Ansprechpartner hinzufügen');
    for (const label of [/^Vorname/, /^Name/, /^Telefon/, /^E-Mail/])
      expect(errorOf(field(label))).toBe(REQUIRED);
    await waitFor(() => expect(document.activeElement).toBe(field(/^Vorname/)));
    fillIn(field(/^Vorname/), 'J');
    fillIn(field(/^Name/), 'Kurz');
    fillIn(field(/^E-Mail/), 'jan@');
    fillIn(field(/^PLZ/), '12345678901');
    save('Ansprechpartner hinzufügen');
    expect(errorOf(field(/^Vorname/))).toBe('Bitte gib mindestens 2 Zeichen ein.');
    expect(errorOf(field(/^PLZ/))).toBe('Bitte gib höchstens 10 Zeichen ein.');
    expect(errorOf(field(/^Telefon/))).toBe(REQUIRED);
    expect(errorOf(field(/^E-Mail/))).toBe('Bitte gib eine gültige E-Mail-Adresse ein.');
    fillIn(field(/^Vorname/), 'Jan');
    fillIn(field(/^PLZ/), '');
    fillIn(field(/^E-Mail/), 'jan@example.com');
    save('Ansprechpartner hinzufügen');
    // Only the phone is left: the message at the field, the focus there.
    expect(errorOf(field(/^Telefon/))).toBe(REQUIRED);
    await waitFor(() => expect(document.activeElement).toBe(field(/^Telefon/)));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("adds a contact person, toasts the server's message and lists it", async () => {
    const added = becker({ id: 9, vorname: 'Jan', name: 'Kurz', anrede: 'Herr', vertraege: [] });
    let created = false;
    const { calls } = household({
      'POST /api/ansprechpartner': () => {
        created = true;
        return { status: 201, body: { ansprechpartner: added, message: 'Angelegt (vom Server).' } };
      },
      'GET /api/ansprechpartner': () => ({ body: { ansprechpartner: created ? [added] : [] } }),
    });
    renderContactPersons(contracts);
    fireEvent.click(await screen.findByRole('button', { name: 'Ansprechpartner hinzufügen' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Herr', hidden: true }));
    fillIn(field(/^Vorname/), ' Jan ');
    fillIn(field(/^Name/), 'Kurz');
    fillIn(field(/^Telefon/), '030 1234567');
    fillIn(field(/^E-Mail/), 'jan@example.com');
    save('Ansprechpartner hinzufügen');
    await waitFor(() => expect(toastTexts()).toContain('Angelegt (vom Server).'));
    expect(bodyOf(calls, 'POST')).toEqual({
      firma: null,
      anrede: 'Herr',
      vorname: 'Jan',
      name: 'Kurz',
      street: null,
      zip: null,
      city: null,
      phone: '+49301234567',
      fax: null,
      email: 'jan@example.com',
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'Herr Jan Kurz' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Vorname/)).toBeNull();
  });

  it("shows the server's 422 at its field and focuses it", async () => {
    household({
      'POST /api/ansprechpartner': () => ({
        status: 422,
        body: { error: 'validation_failed', errors: ['phone=>Keine gültige Telefonnummer.'] },
      }),
    });
    renderContactPersons(contracts);
    fireEvent.click(await screen.findByRole('button', { name: 'Ansprechpartner hinzufügen' }));
    fillIn(field(/^Vorname/), 'Jan');
    fillIn(field(/^Name/), 'Kurz');
    fillIn(field(/^Telefon/), '030 1234567');
    fillIn(field(/^E-Mail/), 'jan@example.com');
    save('Ansprechpartner hinzufügen');
    await waitFor(() => expect(errorOf(field(/^Telefon/))).toBe('Keine gültige Telefonnummer.'));
    await waitFor(() => expect(document.activeElement).toBe(field(/^Telefon/)));
    expect(toastTexts()).toEqual([]);
  });

  it('edits a contact person from its values (phone as people read it) and sends every field', async () => {
    const { calls } = household({
      'PUT /api/ansprechpartner/4': () => ({
        body: { ansprechpartner: becker({ name: 'Becker-Lang' }), message: 'Gespeichert (vom Server).' },
      }),
    });
    renderContactPersons(contracts);
    fireEvent.click(await screen.findByRole('button', { name: 'Bearbeiten: Frau Claudia Becker' }));
    expect(field(/^Vorname/).value).toBe('Claudia');
    expect(field(/^Telefon/).value).toBe('089 20304050');
    expect(field(/^Fax/).value).toBe('089 20304059');
    expect((screen.getByRole('radio', { name: 'Frau', hidden: true }) as HTMLInputElement).checked).toBe(
      true,
    );
    fillIn(field(/^Name/), 'Becker-Lang');
    fillIn(field(/^Fax/), '');
    save('Ansprechpartner bearbeiten');
    await waitFor(() => expect(toastTexts()).toContain('Gespeichert (vom Server).'));
    expect(bodyOf(calls, 'PUT')).toEqual({
      firma: 'Allianz Versicherungs-AG',
      anrede: 'frau',
      vorname: 'Claudia',
      name: 'Becker-Lang',
      street: null,
      zip: null,
      city: null,
      phone: '+498920304050',
      fax: null,
      email: 'claudia.becker@allianz.example.com',
    });
  });

  it("deletes a contact person only after the question ('Abbrechen' first)", async () => {
    let deleted = false;
    const { calls } = household({
      'DELETE /api/ansprechpartner/5': () => {
        deleted = true;
        return { body: { success: true, message: 'Gelöscht (vom Server).' } };
      },
      'GET /api/ansprechpartner': () => ({ body: { ansprechpartner: deleted ? [] : [schulz()] } }),
    });
    renderContactPersons(contracts);
    const remove = async () =>
      fireEvent.click(await screen.findByRole('button', { name: 'Löschen: Herr Thomas Schulz' }));
    await remove();
    const question = dialog('Ansprechpartner löschen?');
    expect(
      within(question).getByText('Herr Thomas Schulz wird mit allen Verknüpfungen zu Verträgen gelöscht.'),
    ).toBeTruthy();
    expect(
      within(question)
        .getAllByRole('button', { hidden: true })
        .map((button) => button.textContent),
    ).toEqual(['Abbrechen', 'Löschen']);
    fireEvent.click(within(question).getByRole('button', { name: 'Abbrechen', hidden: true }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await remove();
    fireEvent.click(within(question).getByRole('button', { name: 'Löschen', hidden: true }));
    await waitFor(() => expect(toastTexts()).toContain('Gelöscht (vom Server).'));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/ansprechpartner/5',
    ]);
    expect(await screen.findByText('Du hast noch keine Ansprechpartner hinterlegt.')).toBeTruthy();
  });
});
