import type { ImportEntriesPage, ImportPreview } from '@kundenportal/domain/portfolio-import/import-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/storage';
import { mockFetch } from '../../../test/fetch-mock';
import { PortfolioImportPage } from './portfolio-import-page';

beforeEach(() => setToken('adviser-jwt', 'adviser'));

const ID = '3f0b6d0e-6a4c-4d8e-9a51-2b7e3f1c9d20';
const preview = (over: Partial<ImportPreview>): ImportPreview => ({
  id: ID,
  neu: 0,
  geaendert: 0,
  unveraendert: 0,
  ohneKunde: 0,
  abgelehnt: [],
  ...over,
});
const empty = (art: ImportEntriesPage['art']): ImportEntriesPage => ({
  art,
  seite: 1,
  seiten: 1,
  gesamt: 0,
  eintraege: [],
});

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PortfolioImportPage />
    </QueryClientProvider>,
  );
}

async function previewFile() {
  fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, {
    target: { files: [new File(['0001'], 'bestand.dat')] },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Vorschau erstellen' }));
  return screen.findByRole('region', { name: 'Vorschau' });
}

/** The screen after the review of issue 31 (item 5). */
describe('Bestand importieren, reviewed', () => {
  it('takes a GDV file of any name, focuses the preview’s heading, opens the details on the first kind with rows, counts every option in de', async () => {
    mockFetch({
      'POST /api/berater/import/vorschau': () => ({
        body: preview({
          ohneKunde: 100_000,
          unveraendert: 2,
          hinweise: ['Nicht eingelesene Spalten: Kennzeichen.'],
        }),
      }),
      [`GET /api/berater/import/${ID}`]: (call) => ({
        body: empty(call.search.includes('art=unveraendert') ? 'unveraendert' : 'neu'),
      }),
    });
    renderPage();
    expect(document.querySelector('input[type="file"]')?.getAttribute('accept')).toBeNull();
    const summary = await previewFile();
    // The heading takes the focus in an effect after the region is drawn (a loaded machine showed the gap).
    await waitFor(() =>
      expect(document.activeElement).toBe(within(summary).getByRole('heading', { name: 'Vorschau' })),
    );
    const kind = screen.getByLabelText('Zeilen anzeigen') as HTMLSelectElement;
    expect(kind.value).toBe('unveraendert');
    expect([...kind.options].map((option) => option.textContent)).toEqual([
      'Neue Verträge (0)',
      'Geänderte Verträge (0)',
      'Unverändert (2)',
      'Ohne passenden Kunden (100.000)',
      'Abgelehnte Zeilen (0)',
    ]);
    // Nothing to apply because no row is a customer's: said so, not 'nothing new'.
    expect(within(summary).getByText(/Keine Zeile ergibt einen neuen oder geänderten Vertrag/)).toBeTruthy();
    expect(within(summary).queryByText('Die Datei enthält nichts Neues.')).toBeNull();
    expect(within(summary).getByText('Nicht eingelesene Spalten: Kennzeichen.')).toBeTruthy();
  });

  it('shows a page’s own error with a retry (503), not that the file cannot be read', async () => {
    let failing = true;
    mockFetch({
      'POST /api/berater/import/vorschau': () => ({ body: preview({ neu: 1 }) }),
      [`GET /api/berater/import/${ID}`]: () =>
        failing
          ? { status: 503, body: { error: 'service_unavailable', message: 'Gerade ausgelastet.' } }
          : { body: empty('neu') },
    });
    renderPage();
    await previewFile();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Gerade ausgelastet.');
    expect(alert.textContent).not.toContain('Die Datei kann nicht gelesen werden.');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Keine Einträge.')).toBeTruthy();
  });

  it('shows a preview applied elsewhere (409) as applied, without offering it again', async () => {
    mockFetch({
      'POST /api/berater/import/vorschau': () => ({ body: preview({ neu: 1 }) }),
      [`GET /api/berater/import/${ID}`]: () => ({ body: empty('neu') }),
      [`POST /api/berater/import/${ID}/anwenden`]: () => ({
        status: 409,
        body: { error: 'import_already_applied', message: 'Schon übernommen.' },
      }),
    });
    renderPage();
    const summary = await previewFile();
    fireEvent.click(within(summary).getByRole('button', { name: 'Übernehmen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verträge übernehmen?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));
    expect(await within(summary).findByText('Diese Vorschau wurde bereits übernommen.')).toBeTruthy();
    expect(within(summary).queryByRole('button', { name: 'Übernehmen' })).toBeNull();
  });

  it('tells in a live region, while the file is read, that a large file can take a minute', async () => {
    let answer: (value: { body: ImportPreview }) => void = () => {};
    mockFetch({
      'POST /api/berater/import/vorschau': () => new Promise((resolve) => (answer = resolve)),
      [`GET /api/berater/import/${ID}`]: () => ({ body: empty('neu') }),
    });
    renderPage();
    const hint = 'Die Datei wird gelesen. Eine große Datei kann eine Minute dauern.';
    const pending = previewFile();
    expect(await screen.findByText(hint)).toBeTruthy();
    expect(screen.getByText(hint).getAttribute('role')).toBe('status');
    answer({ body: preview({ neu: 1 }) });
    await pending;
    expect(screen.queryByText(hint)).toBeNull();
  });
});
