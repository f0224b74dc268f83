import { bankingTexts as t } from '@kundenportal/domain/texts/banking';
import { bankingApiTexts } from '@kundenportal/domain/texts/banking-api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanEachSignedInTest } from '../../../test/clean-each-test';
import { mockFetch } from '../../../test/fetch-mock';
import { renderRoutes, toastTexts } from '../../../test/render-routes';
import { AccountsPage } from './accounts-page';
import { girokonto } from './banking.harness';

cleanEachSignedInTest();

const suggestion = {
  id: 's1',
  versicherer: 'HUK-COBURG',
  betrag: 54.3,
  intervall: 'monatlich',
  sparte: null,
};

function server({ konten = [girokonto], vorschlaege = [suggestion] } = {}) {
  let shown = [...vorschlaege];
  return mockFetch({
    'GET /api/users/banking/status': () => ({ body: { konten } }),
    'GET /api/users/banking/vorschlaege': () => ({ body: { vorschlaege: shown } }),
    'POST /api/users/banking/vorschlaege/s1/uebernehmen': () => {
      shown = [];
      return { status: 201, body: { vertrag: { id: 42 } } };
    },
    'DELETE /api/users/banking/vorschlaege/s1': () => {
      shown = [];
      return { status: 204 };
    },
    'POST /api/users/banking/import': () => ({
      status: 201,
      body: { konto: { id: 3, iban: girokonto.iban }, neu: 0, doppelt: 12 },
    }),
  });
}

function render(onContractAdded: () => unknown = () => {}) {
  return renderRoutes(
    [{ path: '/app/konten', element: <AccountsPage onContractAdded={onContractAdded} /> }],
    '/app/konten',
  );
}

function pick(container: HTMLElement, file: File) {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('Konten und Umsätze', () => {
  it('lists an account with its IBAN in groups of four, bank, balance and last update, linked to its transactions', async () => {
    server({ vorschlaege: [] });
    render();
    const link = await screen.findByRole('link', { name: 'Umsätze von Girokonto' });
    expect(link.getAttribute('href')).toBe('/app/konten/3');
    const card = link.closest('li') as HTMLElement;
    expect(within(card).getByText('DE89 3704 0044 0532 0130 00')).toBeTruthy();
    expect(within(card).getByText('Sparkasse KölnBonn')).toBeTruthy();
    expect(within(card).getByText('1.234,50 €')).toBeTruthy();
    expect(within(card).getByText(/^31\.03\.2026 \d\d:05$/)).toBeTruthy();
  });

  it('shows the balance’s day as Stand where a statement gave one, without a time', async () => {
    server({ konten: [{ ...girokonto, stand: '2026-03-30' }], vorschlaege: [] });
    render();
    const card = (await screen.findByRole('link', { name: 'Umsätze von Girokonto' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(card).getByText('30.03.2026')).toBeTruthy();
  });

  it('links an account to the person whose bank connection has its IBAN', async () => {
    server({ konten: [{ ...girokonto, bankverbindung_id: 5 }], vorschlaege: [] });
    renderRoutes(
      [
        {
          path: '/app/konten',
          element: (
            <AccountsPage
              onContractAdded={() => {}}
              owners={new Map([[5, { personId: 11, name: 'Max Mustermann' }]])}
            />
          ),
        },
      ],
      '/app/konten',
    );
    const link = await screen.findByRole('link', { name: t.connectionOf('Max Mustermann') });
    expect(link.getAttribute('href')).toBe('/app/person/edit/11');
  });

  it('says how to begin when there is no account', async () => {
    server({ konten: [], vorschlaege: [] });
    render();
    expect(await screen.findByText(t.noAccounts)).toBeTruthy();
  });

  it('imports a statement and tells the counts as a toast', async () => {
    const { calls } = server({ vorschlaege: [] });
    const { container } = render();
    await screen.findByRole('link', { name: 'Umsätze von Girokonto' });
    pick(container, new File(['<Document/>'], 'auszug.xml', { type: 'text/xml' }));
    fireEvent.click(screen.getByRole('button', { name: t.importButton }));
    await waitFor(() => expect(toastTexts()).toContain('0 neue Umsätze, 12 schon vorhanden'));
    const sent = calls.find((call) => call.path === '/api/users/banking/import');
    expect(sent?.method).toBe('POST');
    // The list is read again after the import.
    expect(calls.filter((call) => call.path === '/api/users/banking/status')).toHaveLength(2);
  });

  it('shows the German reason of a refused file at the field, and asks for a file before sending', async () => {
    const { calls } = mockFetch({
      'GET /api/users/banking/status': () => ({ body: { konten: [] } }),
      'GET /api/users/banking/vorschlaege': () => ({ body: { vorschlaege: [] } }),
      'POST /api/users/banking/import': () => ({
        status: 422,
        body: { error: 'validation_failed', errors: [`file=>${bankingApiTexts.fileUnreadable}`] },
      }),
    });
    const { container } = render();
    fireEvent.click(await screen.findByRole('button', { name: t.importButton }));
    expect(await screen.findByText(bankingApiTexts.fileMissing)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    pick(container, new File(['hallo'], 'notiz.csv', { type: 'text/csv' }));
    fireEvent.click(screen.getByRole('button', { name: t.importButton }));
    const reason = await screen.findByText(bankingApiTexts.fileUnreadable);
    expect(screen.getByRole('button', { name: /Kontoauszug/ }).getAttribute('aria-describedby')).toContain(
      reason.id,
    );
    expect(toastTexts()).toEqual([]);
  });

  it("offers a found contract in the issue's words; 'Hinzufügen' adds it and links to it", async () => {
    const { calls } = server();
    let refreshed = 0;
    const { queryClient } = render(() => refreshed++);
    // The bank liquidity, read before on the Liquidität page, lists the contracts beside their debits.
    queryClient.setQueryData(['banking', 'liquidity'], { monate: [], vertraege: [] });
    expect(
      await screen.findByText(
        'Wir haben einen Vertrag bei HUK-COBURG gefunden: 54,30 € monatlich. Hinzufügen?',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.accept }));
    const link = await screen.findByRole('link', { name: t.openContract });
    expect(link.getAttribute('href')).toBe('/app/vertraege/view/42');
    expect(screen.getByText(t.addedTo('HUK-COBURG'))).toBeTruthy();
    expect(toastTexts()).toContain(t.accepted);
    expect(refreshed).toBe(1);
    expect(queryClient.getQueryState(['banking', 'liquidity'])?.isInvalidated).toBe(true);
    expect(calls.some((call) => call.path.endsWith('/s1/uebernehmen') && call.method === 'POST')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('button', { name: t.accept })).toBeNull());
  });

  it("'Ausblenden' dismisses a found contract", async () => {
    const { calls } = server();
    render();
    fireEvent.click(await screen.findByRole('button', { name: t.dismiss }));
    await waitFor(() => expect(screen.queryByText(/Wir haben einen Vertrag bei/)).toBeNull());
    expect(
      calls.some((call) => call.path === '/api/users/banking/vorschlaege/s1' && call.method === 'DELETE'),
    ).toBe(true);
    expect(toastTexts()).toContain(t.dismissed);
  });

  it("after 'Ausblenden' the focus goes to the next found contract, not to the page's start", async () => {
    const other = { ...suggestion, id: 's2', versicherer: 'DEVK', betrag: 12.4 };
    let shown = [suggestion, other];
    mockFetch({
      'GET /api/users/banking/status': () => ({ body: { konten: [girokonto] } }),
      'GET /api/users/banking/vorschlaege': () => ({ body: { vorschlaege: shown } }),
      'DELETE /api/users/banking/vorschlaege/s1': () => {
        shown = [other];
        return { status: 204 };
      },
    });
    render();
    const [first] = await screen.findAllByRole('button', { name: t.dismiss });
    fireEvent.click(first as HTMLElement);
    const next = 'Wir haben einen Vertrag bei DEVK gefunden: 12,40\u00a0€ monatlich. Hinzufügen?';
    await waitFor(() => expect(document.activeElement?.textContent).toBe(next));
    expect(screen.queryByText(/bei HUK-COBURG gefunden/)).toBeNull();
  });
});
