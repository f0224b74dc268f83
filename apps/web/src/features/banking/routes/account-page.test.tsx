import type { BankTransaction } from '@kundenportal/domain/banking/api';
import { bankingTexts as t } from '@kundenportal/domain/texts/banking';
import { bankingApiTexts } from '@kundenportal/domain/texts/banking-api';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanEachSignedInTest } from '../../../test/clean-each-test';
import { mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { renderRoutes, toastTexts } from '../../../test/render-routes';
import { AccountPage } from './account-page';
import { girokonto, transaction } from './banking.harness';

cleanEachSignedInTest();

const march = [
  transaction({ id: 1 }),
  transaction({
    id: 2,
    datum: '2026-03-01',
    betrag: 2500,
    gegenseite: 'Muster GmbH',
    verwendungszweck: 'Gehalt März',
    kategorie: 'einkommen',
  }),
];
const february = [
  transaction({ id: 3, datum: '2026-02-02', gegenseite: 'Stadtwerke', kategorie: 'sonstiges' }),
];

function server() {
  let stored: BankTransaction[] = [...march, ...february];
  const mock = mockFetch({
    'GET /api/users/banking/status': () => ({ body: { konten: [girokonto] } }),
    'GET /api/users/banking/account/3/transactions': (call: RecordedCall) => {
      const query = new URLSearchParams(call.search);
      const month = query.get('monat') ?? '2026-03';
      const q = (query.get('q') ?? '').toLowerCase();
      const transactions = stored
        .filter((entry) => entry.datum.startsWith(month))
        .filter((entry) => `${entry.gegenseite} ${entry.verwendungszweck}`.toLowerCase().includes(q))
        .filter((entry) => !query.get('kategorie') || entry.kategorie === query.get('kategorie'));
      return { body: { transactions, monate: ['2026-03', '2026-02'] } };
    },
    'PUT /api/users/banking/transactions/3/kategorie': (call: RecordedCall) => {
      const { kategorie } = call.body as { kategorie: BankTransaction['kategorie'] };
      stored = stored.map((entry) => (entry.id === 3 ? { ...entry, kategorie, korrigiert: true } : entry));
      return { body: { transaction: stored.find((entry) => entry.id === 3) } };
    },
    'DELETE /api/users/banking/account/3': () => ({ status: 204 }),
  });
  return mock;
}

const render = (entry = '/app/konten/3') =>
  renderRoutes(
    [
      { path: '/app/konten/:id', element: <AccountPage /> },
      { path: '/app/konten', element: <p>Kontenliste</p> },
      { path: '/app/impressum', element: <p>Impressum</p> },
    ],
    entry,
  );

const items = () => screen.getAllByRole('listitem');

describe('one account’s transactions', () => {
  it('shows the newest month with date, counterparty, purpose and amount, a debit with its minus sign', async () => {
    server();
    render();
    expect(await screen.findByRole('heading', { level: 2, name: 'Umsätze im März 2026' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Girokonto' })).toBeTruthy();
    expect(screen.getByText('DE89 3704 0044 0532 0130 00')).toBeTruthy();
    const [debit, credit] = items();
    expect(within(debit as HTMLElement).getByText('02.03.2026')).toBeTruthy();
    expect(within(debit as HTMLElement).getByText('HUK-COBURG')).toBeTruthy();
    expect(within(debit as HTMLElement).getByText('Kfz-Versicherung 123/456')).toBeTruthy();
    expect(within(debit as HTMLElement).getByText('-54,30 €')).toBeTruthy();
    expect(within(credit as HTMLElement).getByText('+2.500,00 €')).toBeTruthy();
    expect(screen.getByText('2 Umsätze')).toBeTruthy();
    expect((screen.getByLabelText(t.monthLabel) as HTMLSelectElement).value).toBe('2026-03');
  });

  it('keeps month, search and category in the address and reads them from it', async () => {
    const { calls } = server();
    const { router } = render('/app/konten/3?monat=2026-02&q=stadt');
    expect(await screen.findByRole('heading', { level: 2, name: 'Umsätze im Februar 2026' })).toBeTruthy();
    expect((screen.getByLabelText(t.searchLabel) as HTMLInputElement).value).toBe('stadt');
    await waitFor(() => expect(screen.getByText('Stadtwerke')).toBeTruthy());
    expect(calls.some((call) => call.search === '?monat=2026-02&q=stadt')).toBe(true);

    fireEvent.change(screen.getByLabelText(t.categoryFilterLabel), {
      target: { value: 'versicherung' },
    });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?monat=2026-02&q=stadt&kategorie=versicherung'),
    );
    await waitFor(() => expect(screen.getByText(t.noTransactions)).toBeTruthy());

    // Typing goes into the address once it pauses.
    fireEvent.change(screen.getByLabelText(t.searchLabel), { target: { value: 'Strom Abschlag' } });
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('q')).toBe('Strom Abschlag'),
    );

    // Leaving and coming back (Back) restores what was typed and chosen.
    await act(() => router.navigate('/app/impressum'));
    await act(() => router.navigate(-1));
    expect(((await screen.findByLabelText(t.searchLabel)) as HTMLInputElement).value).toBe('Strom Abschlag');
    expect(
      (
        screen.getByLabelText(t.categoryFilterLabel, {
          selector: 'select:not([aria-label])',
        }) as HTMLSelectElement
      ).value,
    ).toBe('versicherung');
  });

  it('corrects a category and says that later transactions of that counterparty follow', async () => {
    const { calls } = server();
    render('/app/konten/3?monat=2026-02');
    const select = await screen.findByRole('combobox', { name: 'Kategorie von Stadtwerke' });
    fireEvent.change(select, { target: { value: 'energie' } });
    // Shown at once; sent when the select is left.
    expect((select as HTMLSelectElement).value).toBe('energie');
    fireEvent.blur(select);
    await waitFor(() => expect(toastTexts()).toContain(t.categoryChanged('Stadtwerke')));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { kategorie: 'energie' },
    ]);
    expect((select as HTMLSelectElement).value).toBe('energie');
  });

  it('sends one correction when the keyboard steps through the categories, once the choice rests', async () => {
    const { calls } = server();
    render('/app/konten/3?monat=2026-02');
    const select = await screen.findByRole('combobox', { name: 'Kategorie von Stadtwerke' });
    for (const value of ['miete', 'energie', 'kredit', 'energie'])
      fireEvent.change(select, { target: { value } });
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await waitFor(() => expect(toastTexts()).toContain(t.categoryChanged('Stadtwerke')), { timeout: 3000 });
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { kategorie: 'energie' },
    ]);
  });

  it('sends nothing when the choice comes back to the category it had', async () => {
    const { calls } = server();
    render('/app/konten/3?monat=2026-02');
    const select = await screen.findByRole('combobox', { name: 'Kategorie von Stadtwerke' });
    fireEvent.change(select, { target: { value: 'miete' } });
    fireEvent.change(select, { target: { value: 'sonstiges' } });
    fireEvent.blur(select);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('removes the account after the confirmation and goes back to the accounts', async () => {
    const { calls } = server();
    render();
    fireEvent.click(await screen.findByRole('button', { name: t.deleteAccount }));
    const dialog = screen.getByRole('dialog', { name: t.deleteTitle });
    expect(within(dialog).getByText(t.deleteText('DE89 3704 0044 0532 0130 00'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: t.deleteConfirm }));
    expect(await screen.findByText('Kontenliste')).toBeTruthy();
    expect(toastTexts()).toContain(t.deleted);
    expect(
      calls.some((call) => call.method === 'DELETE' && call.path === '/api/users/banking/account/3'),
    ).toBe(true);
  });

  it('shows why a search in the address is not taken, at the field, without asking (ADR 288)', async () => {
    const { calls } = server();
    render(`/app/konten/3?q=${'x'.repeat(101)}`);
    const field = await screen.findByLabelText(t.searchLabel);
    expect(await screen.findByText(bankingApiTexts.invalidSearch)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(uiTexts.errorHeading)).toBeNull();
    expect(calls.some((call) => call.path.includes('/transactions'))).toBe(false);

    // Signs only: said so too; a word again lists what it finds.
    fireEvent.change(field, { target: { value: '--' } });
    expect(await screen.findByText(bankingApiTexts.searchWithoutLetters)).toBeTruthy();
    fireEvent.change(field, { target: { value: 'huk' } });
    await waitFor(() => expect(screen.getByText('HUK-COBURG')).toBeTruthy());
    expect(screen.queryByText(bankingApiTexts.searchWithoutLetters)).toBeNull();
  });

  it('says so for an account that is not the customer’s, without asking for its transactions', async () => {
    const { calls } = server();
    render('/app/konten/99');
    expect(await screen.findByText(t.accountMissing)).toBeTruthy();
    expect(calls.some((call) => call.path.includes('/account/99'))).toBe(false);
  });
});
