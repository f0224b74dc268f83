import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { toastTexts } from '../../../test/render-routes';
import { contracts, dialog, me, renderReminders, signedIn } from './reminders.harness';

signedIn();

const FEED_URL = `http://localhost:8181/api/calendar/feed/${'a'.repeat(43)}.ics`;
const NEW_URL = `http://localhost:8181/api/calendar/feed/${'b'.repeat(43)}.ics`;

let writeText: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>;
beforeEach(() => {
  writeText = vi.fn<(text: string) => Promise<void>>(async () => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

/** The feed endpoints as the server keeps them: POST creates (or replaces), DELETE revokes. */
function feed(initial: { aktiv: boolean; erstellt_am: string | null }, url = FEED_URL) {
  let state = initial;
  return mockFetch({
    'GET /api/users/me': me(),
    'GET /api/reminders': () => ({ body: { reminders: [] } }),
    'GET /api/calendar/feed': () => ({ body: state }),
    'POST /api/calendar/feed': () => {
      state = { aktiv: true, erstellt_am: '2026-02-03T10:00:00.000Z' };
      return { status: 201, body: { url, erstellt_am: state.erstellt_am } };
    },
    'DELETE /api/calendar/feed': () => {
      state = { aktiv: false, erstellt_am: null };
      return { body: { success: true } };
    },
  });
}

const block = () => screen.getByRole('region', { name: 'Kalender-Abo' });

describe('calendar feed block', () => {
  it('creates the link and shows its URL once, read-only with a copy button and the note', async () => {
    const { calls } = feed({ aktiv: false, erstellt_am: null });
    const view = renderReminders(contracts);
    expect(
      await within(await screen.findByRole('region', { name: 'Kalender-Abo' })).findByText(
        'Du hast noch kein Kalender-Abo.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(block()).getByRole('button', { name: 'Abo-Link erstellen' }));

    const input = (await within(block()).findByLabelText('Dein Abo-Link')) as HTMLInputElement;
    expect(input.value).toBe(FEED_URL);
    expect(input.readOnly).toBe(true);
    // The button that made it is gone: the link has the focus, ready to copy.
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(
      within(block()).getByText(
        'Kopiere den Link jetzt: Er wird aus Sicherheitsgründen nur einmal angezeigt.',
      ),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/calendar/feed',
    ]);

    fireEvent.click(within(block()).getByRole('button', { name: 'Link kopieren' }));
    await waitFor(() => expect(toastTexts()).toContain('Der Link wurde in die Zwischenablage kopiert.'));
    expect(writeText).toHaveBeenCalledWith(FEED_URL);
    // Active now: renew and revoke instead of create.
    expect(within(block()).getByRole('button', { name: 'Abo beenden' })).toBeTruthy();

    // Once the page is left the URL is gone: the server cannot show it again either.
    view.unmount();
    renderReminders(contracts);
    await screen.findByRole('region', { name: 'Kalender-Abo' });
    expect(await within(block()).findByText('Abo aktiv seit 03.02.2026')).toBeTruthy();
    expect(within(block()).queryByLabelText('Dein Abo-Link')).toBeNull();
    expect(document.body.textContent).not.toContain(FEED_URL);
  });

  it('selects the link for copying by hand when the clipboard is refused', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    feed({ aktiv: false, erstellt_am: null });
    renderReminders(contracts);
    fireEvent.click(await screen.findByRole('button', { name: 'Abo-Link erstellen' }));
    const input = (await screen.findByLabelText('Dein Abo-Link')) as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: 'Link kopieren' }));
    await waitFor(() =>
      expect(toastTexts()).toContain(
        'Der Link konnte nicht kopiert werden. Markiere ihn und kopiere ihn selbst.',
      ),
    );
    expect(document.activeElement).toBe(input);
  });

  it('says since when the feed is active and revokes it after the question', async () => {
    const { calls } = feed({ aktiv: true, erstellt_am: '2026-01-15T09:30:00.000Z' });
    renderReminders(contracts);
    expect(await screen.findByText('Abo aktiv seit 15.01.2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Abo-Link erstellen' })).toBeNull();

    fireEvent.click(within(block()).getByRole('button', { name: 'Abo beenden' }));
    const question = dialog('Kalender-Abo beenden?');
    fireEvent.click(within(question).getByRole('button', { name: 'Abbrechen', hidden: true }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(within(block()).getByRole('button', { name: 'Abo beenden' }));
    fireEvent.click(within(question).getByRole('button', { name: 'Abo beenden', hidden: true }));
    await waitFor(() => expect(toastTexts()).toContain('Das Kalender-Abo wurde beendet.'));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/calendar/feed',
    ]);
    const create = await within(block()).findByRole('button', { name: 'Abo-Link erstellen' });
    await waitFor(() => expect(document.activeElement).toBe(create));
    expect(within(block()).getByText('Du hast noch kein Kalender-Abo.')).toBeTruthy();
  });

  it('renews the link after the question (the old one stops working) and shows the new URL', async () => {
    const { calls } = feed({ aktiv: true, erstellt_am: '2026-01-15T09:30:00.000Z' }, NEW_URL);
    renderReminders(contracts);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Neuen Link erstellen (der alte wird ungültig)' }),
    );
    const question = dialog('Neuen Abo-Link erstellen?');
    expect(within(question).getByText(/Der bisherige Link funktioniert danach nicht mehr/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(question).getByRole('button', { name: 'Neuen Link erstellen', hidden: true }));
    expect(((await screen.findByLabelText('Dein Abo-Link')) as HTMLInputElement).value).toBe(NEW_URL);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
});
