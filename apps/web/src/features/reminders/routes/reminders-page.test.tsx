import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { captureDownloads } from '../../../test/download-mock';
import { mockFetch } from '../../../test/fetch-mock';
import { toastTexts } from '../../../test/render-routes';
import {
  bodyOf,
  contractReminder,
  contracts,
  dialog,
  errorOf,
  field,
  fillIn,
  german,
  inDays,
  itemWith,
  me,
  ownReminder,
  renderReminders,
  signedIn,
} from './reminders.harness';

signedIn();

const feedOff = { 'GET /api/calendar/feed': () => ({ body: { aktiv: false, erstellt_am: null } }) };

function household(extra: Parameters<typeof mockFetch>[0] = {}, rights: Parameters<typeof me>[0] = {}) {
  return mockFetch({
    'GET /api/users/me': me(rights),
    'GET /api/reminders': () => ({
      body: {
        reminders: [
          ownReminder({
            id: 5,
            datum: inDays(-3),
            e_massage: '<b>Kfz</b> Angebote vergleichen',
            contract_id: 1,
            gesendet_am: '2026-01-01T07:00:00.000Z',
          }),
          ownReminder(),
          contractReminder(),
        ],
      },
    }),
    ...feedOff,
    ...extra,
  });
}

describe('reminders page: the list', () => {
  it('lists own and contract reminders by date with date, message as text, contract and sent mark', async () => {
    household();
    renderReminders(contracts);
    expect(await screen.findByRole('heading', { level: 1, name: 'Erinnerungen' })).toBeTruthy();
    const list = await screen.findByRole('region', { name: 'Deine Erinnerungen' });
    const items = await within(list).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      german(inDays(-3)),
      german(inDays(14)),
      german(inDays(30)),
    ]);

    const sent = itemWith('Angebote vergleichen');
    // The customer's text is shown as it was typed, never as markup.
    expect(within(sent).getByText('<b>Kfz</b> Angebote vergleichen')).toBeTruthy();
    expect(sent.querySelector('b')).toBeNull();
    expect(within(sent).getByText('Vertrag: VW Golf B-MM 1984')).toBeTruthy();
    expect(within(sent).getByText('verschickt')).toBeTruthy();

    const own = itemWith('Zählerstände');
    expect(within(own).queryByText('verschickt')).toBeNull();
    expect(within(own).queryByText(/^Vertrag/)).toBeNull();
    expect(
      within(own)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      `In den Kalender: Erinnerung vom ${german(inDays(14))}`,
      `Bearbeiten: Erinnerung vom ${german(inDays(14))}`,
      `Löschen: Erinnerung vom ${german(inDays(14))}`,
    ]);
    expect(
      within(own)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['In den Kalender', 'Bearbeiten', 'Löschen']);
  });

  it("leads a contract's reminder to its contract's form instead of editing it here", async () => {
    household();
    const { router } = renderReminders(contracts);
    await screen.findAllByRole('listitem');
    const fromContract = itemWith('Versicherungssumme');
    expect(within(fromContract).getByText('aus dem Vertrag: Hausrat Musterstraße 12')).toBeTruthy();
    expect(within(fromContract).queryByRole('button')).toBeNull();
    const link = within(fromContract).getByRole('link', { name: 'im Vertrag bearbeiten' });
    expect(link.getAttribute('href')).toBe('/app/vertraege/edit/3');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/vertraege/edit/3'));
  });

  it("names a contract 'Vertrag' without the contracts list, and offers no link without vertrag_edit", async () => {
    household({}, { vertrag_list: false, vertrag_edit: false });
    renderReminders(undefined);
    await screen.findAllByRole('listitem');
    expect(within(itemWith('Angebote vergleichen')).getByText('Vertrag')).toBeTruthy();
    const fromContract = itemWith('Versicherungssumme');
    expect(within(fromContract).getByText('aus dem Vertrag')).toBeTruthy();
    expect(within(fromContract).queryByRole('link')).toBeNull();
  });

  it('shows the empty state without reminders', async () => {
    mockFetch({
      'GET /api/users/me': me(),
      'GET /api/reminders': () => ({ body: { reminders: [] } }),
      ...feedOff,
    });
    renderReminders(contracts);
    expect(await screen.findByText('Es wurden keine Elemente hinterlegt.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Erinnerung hinzufügen' })).toBeTruthy();
  });
});

describe('reminders page: add, edit, delete', () => {
  it('checks date (from tomorrow) and message before sending', async () => {
    const { calls } = household();
    renderReminders(contracts);
    fireEvent.click(await screen.findByRole('button', { name: 'Erinnerung hinzufügen' }));
    const form = dialog('Neue Erinnerung');
    fireEvent.click(within(form).getByRole('button', { name: 'Erinnerung speichern', hidden: true }));
    expect(errorOf(field(/^Datum/))).toBe('Dieses Feld ist ein Pflichtfeld.');
    expect(errorOf(field(/^Nachricht/))).toBe('Dieses Feld ist ein Pflichtfeld.');
    expect(document.activeElement).toBe(field(/^Datum/));
    fillIn(field(/^Datum/), german(inDays(0)));
    fillIn(field(/^Nachricht/), 'Heute schon?');
    fireEvent.click(within(form).getByRole('button', { name: 'Erinnerung speichern', hidden: true }));
    expect(errorOf(field(/^Datum/))).toBe('Das Datum muss frühestens morgen sein.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('adds a reminder for tomorrow with a contract, says so and lists it', async () => {
    const added = ownReminder({ id: 9, datum: inDays(1), e_massage: 'Neue Erinnerung', contract_id: 3 });
    let created = false;
    const { calls } = household({
      'POST /api/reminders': () => {
        created = true;
        return { status: 201, body: { reminder: added } };
      },
      'GET /api/reminders': () => ({ body: { reminders: created ? [added] : [] } }),
    });
    renderReminders(contracts);
    fireEvent.click(await screen.findByRole('button', { name: 'Erinnerung hinzufügen' }));
    const select = field('Vertrag') as unknown as HTMLSelectElement;
    // 'ohne Vertrag' first, then the household's contracts in German order.
    expect([...select.options].map((option) => option.text)).toEqual([
      'ohne Vertrag',
      'Hausrat Musterstraße 12',
      'VW Golf B-MM 1984',
    ]);
    fillIn(field(/^Datum/), german(inDays(1)));
    fillIn(field(/^Nachricht/), 'Neue Erinnerung');
    fillIn(select, '3');
    fireEvent.click(
      within(dialog('Neue Erinnerung')).getByRole('button', { name: 'Erinnerung speichern', hidden: true }),
    );
    await waitFor(() => expect(toastTexts()).toContain('Die Erinnerung wurde angelegt.'));
    expect(bodyOf(calls, 'POST')).toEqual({ datum: inDays(1), e_massage: 'Neue Erinnerung', contract_id: 3 });
    expect(await screen.findByText('Vertrag: Hausrat Musterstraße 12')).toBeTruthy();
    // The modal's form is gone (the modal closed).
    expect(screen.queryByLabelText(/^Nachricht/)).toBeNull();
  });

  it('offers no contract without the contracts list and then sends none', async () => {
    const { calls } = household(
      { 'POST /api/reminders': () => ({ status: 201, body: { reminder: ownReminder({ id: 9 }) } }) },
      { vertrag_list: false },
    );
    renderReminders(undefined);
    fireEvent.click(await screen.findByRole('button', { name: 'Erinnerung hinzufügen' }));
    expect(screen.queryByLabelText('Vertrag', { selector: 'select' })).toBeNull();
    fillIn(field(/^Datum/), german(inDays(2)));
    fillIn(field(/^Nachricht/), 'Ohne Vertrag');
    fireEvent.click(
      within(dialog('Neue Erinnerung')).getByRole('button', { name: 'Erinnerung speichern', hidden: true }),
    );
    await waitFor(() =>
      expect(bodyOf(calls, 'POST')).toEqual({ datum: inDays(2), e_massage: 'Ohne Vertrag' }),
    );
  });

  it("shows the server's 422 at its field", async () => {
    household({
      'POST /api/reminders': () => ({
        status: 422,
        body: { error: 'validation_failed', errors: ['e_massage=>Die Nachricht ist zu lang.'] },
      }),
    });
    renderReminders(contracts);
    fireEvent.click(await screen.findByRole('button', { name: 'Erinnerung hinzufügen' }));
    fillIn(field(/^Datum/), german(inDays(1)));
    fillIn(field(/^Nachricht/), 'x');
    fireEvent.click(
      within(dialog('Neue Erinnerung')).getByRole('button', { name: 'Erinnerung speichern', hidden: true }),
    );
    await waitFor(() => expect(errorOf(field(/^Nachricht/))).toBe('Die Nachricht ist zu lang.'));
    expect(toastTexts()).toEqual([]);
  });

  it('edits an own reminder from its values and says the changes were saved', async () => {
    const { calls } = household({
      'PUT /api/reminders/7': () => ({ body: { reminder: ownReminder({ e_massage: 'Strom melden' }) } }),
    });
    renderReminders(contracts);
    await screen.findAllByRole('listitem');
    fireEvent.click(within(itemWith('Zählerstände')).getByRole('button', { name: /^Bearbeiten/ }));
    const form = dialog('Erinnerung bearbeiten');
    expect(field(/^Datum/).value).toBe(german(inDays(14)));
    expect(field(/^Nachricht/).value).toBe('Zählerstände für Strom und Gas an den Versorger melden.');
    expect((field('Vertrag') as unknown as HTMLSelectElement).value).toBe('');
    fillIn(field(/^Nachricht/), 'Strom melden');
    fireEvent.click(within(form).getByRole('button', { name: 'Erinnerung speichern', hidden: true }));
    await waitFor(() => expect(toastTexts()).toContain('Die Änderungen wurden gespeichert.'));
    expect(bodyOf(calls, 'PUT')).toEqual({ datum: inDays(14), e_massage: 'Strom melden', contract_id: null });
  });

  it('keeps a passed date of a sent reminder when only the message changes', async () => {
    const { calls } = household({
      'PUT /api/reminders/5': () => ({ body: { reminder: ownReminder({ id: 5 }) } }),
    });
    renderReminders(contracts);
    await screen.findAllByRole('listitem');
    fireEvent.click(within(itemWith('Angebote vergleichen')).getByRole('button', { name: /^Bearbeiten/ }));
    expect((field('Vertrag') as unknown as HTMLSelectElement).value).toBe('1');
    fillIn(field(/^Nachricht/), 'Angebote vergleichen');
    fireEvent.click(
      within(dialog('Erinnerung bearbeiten')).getByRole('button', {
        name: 'Erinnerung speichern',
        hidden: true,
      }),
    );
    await waitFor(() =>
      expect(bodyOf(calls, 'PUT')).toEqual({
        datum: inDays(-3),
        e_massage: 'Angebote vergleichen',
        contract_id: 1,
      }),
    );
  });

  it('deletes an own reminder only after the question', async () => {
    let deleted = false;
    const { calls } = household({
      'DELETE /api/reminders/7': () => {
        deleted = true;
        return { body: { success: true } };
      },
      'GET /api/reminders': () => ({ body: { reminders: deleted ? [] : [ownReminder()] } }),
    });
    renderReminders(contracts);
    await screen.findAllByRole('listitem');
    const remove = () =>
      fireEvent.click(within(itemWith('Zählerstände')).getByRole('button', { name: /^Löschen/ }));
    remove();
    const question = dialog('Erinnerung löschen?');
    expect(
      within(question).getByText(`Möchtest Du die Erinnerung vom ${german(inDays(14))} wirklich löschen?`),
    ).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Abbrechen', hidden: true }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    remove();
    fireEvent.click(within(question).getByRole('button', { name: 'Erinnerung löschen', hidden: true }));
    await waitFor(() => expect(toastTexts()).toContain('Die Erinnerung wurde gelöscht.'));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/reminders/7',
    ]);
    expect(await screen.findByText('Es wurden keine Elemente hinterlegt.')).toBeTruthy();
  });
});

describe('reminders page: calendar file', () => {
  let downloads: ReturnType<typeof captureDownloads>;
  beforeEach(() => {
    downloads = captureDownloads();
  });
  afterEach(() => downloads.restore());

  it("downloads an own reminder's .ics with the session and saves it as a file", async () => {
    const { calls } = household({
      'GET /api/reminders/7/kalender.ics': () => ({
        body: 'BEGIN:VCALENDAR',
        headers: { 'Content-Type': 'text/calendar; charset=utf-8' },
      }),
    });
    renderReminders(contracts);
    await screen.findAllByRole('listitem');
    fireEvent.click(within(itemWith('Zählerstände')).getByRole('button', { name: /^In den Kalender/ }));
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    const call = calls.find((candidate) => candidate.path.endsWith('.ics'));
    expect(call?.path).toBe('/api/reminders/7/kalender.ics');
    expect(call?.headers.get('Authorization')).toBe('Bearer jwt');
    expect(downloads.saved[0]?.filename).toBe('erinnerung-7.ics');
    expect(downloads.saved[0]?.blob.type).toBe('text/calendar; charset=utf-8');
    expect(await downloads.saved[0]?.blob.text()).toContain('BEGIN:VCALENDAR');
  });
});
