import type { Transfer } from '@kundenportal/domain/bestandsuebertragung/transfer-api';
import {
  testTransfer,
  testTransferContract,
} from '@kundenportal/domain/bestandsuebertragung/transfer-examples';
import { errorCatalogue } from '@kundenportal/domain/errors/error-codes';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { toastTexts } from '../../../test/render-routes';
import {
  answer,
  cleanEachTest,
  itemWith,
  region,
  renderPage,
  unsentTransfer,
} from './bestandsuebertragung.harness';

cleanEachTest();
afterEach(() => vi.useRealTimers());

const PROGRESS = 'Deine Übertragungen';

/** A Maklermandat over three insurers: confirmed, refused with a reason, a query. */
const answered = testTransfer({
  id: 7,
  contracts: [
    testTransferContract(),
    testTransferContract({
      contractId: 33,
      versicherer: 'R+V',
      nummer: 'PH-9',
      sparte: 'privathaftpflicht',
      status: 'bestaetigt',
      // Confirmed on 29.11. with the broker's start two days ahead.
      datum: '2026-12-01',
      erfasstAm: '2026-11-29',
      verlauf: [
        { status: 'beantragt', datum: '2026-10-02', notiz: null, erfasstAm: '2026-10-02' },
        { status: 'gesendet', datum: '2026-10-05', notiz: null, erfasstAm: '2026-10-05' },
        { status: 'bestaetigt', datum: '2026-12-01', notiz: null, erfasstAm: '2026-11-29' },
      ],
    }),
    testTransferContract({
      contractId: 32,
      versicherer: 'ERGO',
      nummer: 'HR-22',
      sparte: 'hausrat',
      status: 'abgelehnt',
      datum: '2026-11-10',
      notiz: 'Vertrag ist beitragsfrei gestellt.',
      erfasstAm: '2026-11-10',
      verlauf: [
        { status: 'beantragt', datum: '2026-10-02', notiz: null, erfasstAm: '2026-10-02' },
        { status: 'gesendet', datum: '2026-10-05', notiz: null, erfasstAm: '2026-10-05' },
        {
          status: 'abgelehnt',
          datum: '2026-11-10',
          notiz: 'Vertrag ist beitragsfrei gestellt.',
          erfasstAm: '2026-11-10',
        },
      ],
    }),
  ],
});

const contractItem = (transfer: HTMLElement, nummer: string) => {
  const item = within(transfer)
    .getAllByRole('listitem')
    .find((candidate) => candidate.textContent?.includes(`Nr. ${nummer}`));
  if (!item) throw new Error(`no contract ${nummer}`);
  return item;
};

describe('Bestandsübertragung page: the progress', () => {
  it('shows per contract its status with the day, what follows from it and its steps', async () => {
    // A day within the HUK-COBURG letter's six weeks (sent 05.10.2026).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-10-20T10:00:00Z') });
    mockFetch({ 'GET /api/bestandsuebertragung': () => ({ body: answer({ transfers: [answered] }) }) });
    renderPage();
    await screen.findByRole('heading', { level: 2, name: PROGRESS });
    const transfer = itemWith(PROGRESS, 'Maklermandat');
    expect(within(transfer).getByText('beantragt')).toBeTruthy();
    expect(within(transfer).getByText('angefragt am 02.10.2026')).toBeTruthy();

    const sent = contractItem(transfer, 'KH 4711 0815');
    expect(sent.querySelector('[data-status]')?.textContent).toBe('an Versicherer gesendet am 05.10.2026');
    expect(within(sent).getByText('Antwort des Versicherers erwartet bis 16.11.2026')).toBeTruthy();
    expect(within(sent).getByText('Kfz-Versicherung')).toBeTruthy();
    // Named by the household's title, then insurer and number.
    expect([...sent.querySelectorAll('p')].slice(0, 2).map((line) => line.textContent)).toEqual([
      'Kfz Zweitwagen',
      'HUK-COBURG · Nr. KH 4711 0815',
    ]);

    const confirmed = contractItem(transfer, 'PH-9');
    // Its title is its Sparte's name: said once.
    expect(within(confirmed).getAllByText('Privathaftpflicht')).toHaveLength(1);
    // The day of the confirmation, not the broker's start ahead as if it were.
    expect(confirmed.querySelector('[data-status]')?.textContent).toBe(
      'bestätigt am 29.11.2026 · betreut ab 01.12.2026',
    );
    expect(within(confirmed).getByText('Dein Berater betreut den Vertrag ab dem 01.12.2026.')).toBeTruthy();
    const steps = within(confirmed).getByRole('list', { name: 'Verlauf von Vertrag PH-9' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'beantragt am 02.10.2026',
      'an Versicherer gesendet am 05.10.2026',
      'bestätigt am 29.11.2026 · betreut ab 01.12.2026',
    ]);

    const refused = contractItem(transfer, 'HR-22');
    expect(refused.querySelector('[data-status]')?.textContent).toBe('abgelehnt am 10.11.2026');
    expect(
      within(refused).getByText('Begründung des Versicherers: Vertrag ist beitragsfrei gestellt.'),
    ).toBeTruthy();
    // Sent: no withdrawal any more.
    expect(within(transfer).queryByRole('button', { name: /Anfrage zurückziehen/ })).toBeNull();
  });

  it('shows a transfer as done once every insurer has decided, with the day of the last answer', async () => {
    const [, confirmedContract, refusedContract] = answered.contracts;
    if (!confirmedContract || !refusedContract) throw new Error('no contracts');
    const decided = testTransfer({ id: 9, contracts: [confirmedContract, refusedContract] });
    mockFetch({
      'GET /api/bestandsuebertragung': () => ({ body: answer({ transfers: [decided, answered] }) }),
    });
    renderPage();
    await screen.findByRole('heading', { level: 2, name: PROGRESS });
    const [done, open] = within(region(PROGRESS))
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.parentElement === region(PROGRESS));
    expect(done?.querySelector(':scope > div [data-status]')?.textContent).toBe(
      'abgeschlossen am 29.11.2026',
    );
    // One contract still at its insurer: requested.
    expect(open?.querySelector(':scope > div [data-status]')?.textContent).toBe('beantragt');
  });

  it('says so when the insurer has not answered within the six weeks', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T10:00:00Z') });
    mockFetch({ 'GET /api/bestandsuebertragung': () => ({ body: answer({ transfers: [answered] }) }) });
    renderPage();
    await screen.findByRole('heading', { level: 2, name: PROGRESS });
    const sent = contractItem(itemWith(PROGRESS, 'Maklermandat'), 'KH 4711 0815');
    expect(
      within(sent).getByText(
        'Der Versicherer hat bis zum 16.11.2026 nicht geantwortet; Dein Berater fragt dort nach.',
      ),
    ).toBeTruthy();
    expect(within(sent).queryByText(/^Antwort des Versicherers erwartet/)).toBeNull();
  });

  it('says what a Datenauskunft brought and leads to the form the answer names while the mandate is missing', async () => {
    const data = testTransfer({
      id: 5,
      level: 'datenauskunft',
      contracts: [testTransferContract({ status: 'bestaetigt', datum: '2026-10-20' })],
    });
    const unsigned = {
      ...unsentTransfer,
      status: 'zu_unterschreiben' as const,
      beantragtAt: null,
      formKey: 'maklervollmacht-agentur',
    };
    mockFetch({ 'GET /api/bestandsuebertragung': () => ({ body: answer({ transfers: [unsigned, data] }) }) });
    renderPage();
    await screen.findByRole('heading', { level: 2, name: PROGRESS });
    expect(
      within(itemWith(PROGRESS, 'Nur Datenauskunft')).getByText(
        'Die Vertragsdaten sind am 20.10.2026 bei Deinem Berater angekommen.',
      ),
    ).toBeTruthy();
    const waiting = itemWith(PROGRESS, 'Vollmacht noch nicht unterschrieben');
    fireEvent.click(within(waiting).getByRole('link', { name: 'Vollmacht unterschreiben' }));
    expect(
      await screen.findByText(
        'Formular /app/berater/form/maklervollmacht-agentur?zurueck=%2Fapp%2Fbestandsuebertragung&person=1',
      ),
    ).toBeTruthy();
  });

  it('withdraws a transfer not sent yet after a question, and reads the list again', async () => {
    let transfers: Transfer[] = [unsentTransfer, answered];
    const api = mockFetch({
      'GET /api/bestandsuebertragung': () => ({ body: answer({ transfers }) }),
      'DELETE /api/bestandsuebertragung/8': () => {
        const withdrawn = {
          ...unsentTransfer,
          status: 'zurueckgezogen' as const,
          zurueckgezogenAt: '2026-11-28T09:00:00.000Z',
        };
        transfers = [withdrawn, answered];
        return { body: { transfer: withdrawn } };
      },
    });
    renderPage();
    await screen.findByRole('heading', { level: 2, name: PROGRESS });
    const buttons = screen.getAllByRole('button', { name: /^Anfrage zurückziehen/ });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Anfrage zurückziehen: Maklermandat, angefragt am 20.11.2026',
    ]);
    fireEvent.click(screen.getByRole('button', { name: /^Anfrage zurückziehen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Anfrage zurückziehen?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: /^Anfrage zurückziehen/ }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Anfrage zurückziehen?' })).getByRole('button', {
        name: 'Zurückziehen',
      }),
    );
    expect(await screen.findByText('zurückgezogen am 28.11.2026')).toBeTruthy();
    // Its contracts no longer show a status of their own.
    expect(within(itemWith(PROGRESS, 'zurückgezogen')).queryByText(/^beantragt am/)).toBeNull();
    expect(toastTexts()).toEqual([expect.stringContaining('Deine Anfrage wurde zurückgezogen.')]);
    expect(screen.queryByRole('button', { name: /^Anfrage zurückziehen/ })).toBeNull();
  });

  it('shows the catalogue’s text when the adviser sent it meanwhile (409) and reads the list again', async () => {
    let reads = 0;
    mockFetch({
      'GET /api/bestandsuebertragung': () => {
        reads += 1;
        return { body: answer({ transfers: [unsentTransfer] }) };
      },
      'DELETE /api/bestandsuebertragung/8': () => ({ status: 409, body: { error: 'transfer_already_sent' } }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /^Anfrage zurückziehen/ }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Anfrage zurückziehen?' })).getByRole('button', {
        name: 'Zurückziehen',
      }),
    );
    await waitFor(() =>
      expect(toastTexts()).toEqual([expect.stringContaining(errorCatalogue.transfer_already_sent.message)]),
    );
    await waitFor(() => expect(reads).toBe(2));
  });

  it('reads the list again when the window gets the focus back and when a push of the area arrives', async () => {
    let reads = 0;
    mockFetch({
      'GET /api/bestandsuebertragung': () => {
        reads += 1;
        return { body: answer({ transfers: [answered] }) };
      },
    });
    const worker = new EventTarget();
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { serviceWorker: worker }));
    const { queryClient } = renderPage();
    // The app's defaults (app/query-client.ts): no refetch on focus unless a query asks for it.
    queryClient.setDefaultOptions({
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
    });
    await screen.findByRole('heading', { level: 2, name: PROGRESS });
    expect(reads).toBe(1);
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(reads).toBe(2));
    act(() => {
      worker.dispatchEvent(new MessageEvent('message', { data: { type: 'push', tag: 'chat' } }));
    });
    act(() => {
      worker.dispatchEvent(
        new MessageEvent('message', { data: { type: 'push', tag: 'bestandsuebertragung' } }),
      );
    });
    await waitFor(() => expect(reads).toBe(3));
  });
});
