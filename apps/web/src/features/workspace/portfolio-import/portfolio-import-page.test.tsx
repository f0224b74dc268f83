import type { ImportEntriesPage, ImportPreview } from '@kundenportal/domain/portfolio-import/import-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/storage';
import { mockFetch } from '../../../test/fetch-mock';
import { PortfolioImportPage } from './portfolio-import-page';

beforeEach(() => setToken('adviser-jwt', 'adviser'));

const preview: ImportPreview = {
  id: '3f0b6d0e-6a4c-4d8e-9a51-2b7e3f1c9d20',
  neu: 1,
  geaendert: 1,
  unveraendert: 0,
  ohneKunde: 0,
  abgelehnt: [{ zeile: 4, grund: 'Beitrag „x“ ist kein Betrag (z. B. 1.234,56).' }],
};

const page = (
  art: ImportEntriesPage['art'],
  eintraege: ImportEntriesPage['eintraege'],
): ImportEntriesPage => ({
  art,
  seite: 1,
  seiten: 1,
  gesamt: eintraege.length,
  eintraege,
});

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PortfolioImportPage />
    </QueryClientProvider>,
  );
}

const pick = () =>
  fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, {
    target: { files: [new File(['E-Mail;Vorname'], 'bestand.csv', { type: 'text/csv' })] },
  });

describe('Bestand importieren', () => {
  it('previews the file, shows changed fields old → new and refused lines, applies after a confirmation', async () => {
    const { calls } = mockFetch({
      'POST /api/berater/import/vorschau': () => ({ body: preview }),
      [`GET /api/berater/import/${preview.id}`]: (call) =>
        call.search.includes('art=geaendert')
          ? {
              body: page('geaendert', [
                {
                  zeile: 3,
                  kunde: 'Max Mustermann',
                  vertrag: { gesellschaft: 'HUK-COBURG', nummer: 'K-1', sparte: 'kfz' },
                  aenderungen: [
                    { feld: 'beitrag', vorher: 30, nachher: 42.1 },
                    { feld: 'zahlungsweise', vorher: 12, nachher: 1 },
                  ],
                  grund: null,
                },
              ]),
            }
          : call.search.includes('art=abgelehnt')
            ? {
                body: page('abgelehnt', [
                  {
                    zeile: 4,
                    kunde: null,
                    vertrag: null,
                    aenderungen: [],
                    grund: preview.abgelehnt[0]?.grund ?? '',
                  },
                ]),
              }
            : { body: page('neu', []) },
      [`POST /api/berater/import/${preview.id}/anwenden`]: () => ({ body: { neu: 1, geaendert: 1 } }),
      'GET /api/berater/agentur/protokoll': () => ({ body: { entries: [] } }),
    });
    renderPage();
    pick();
    fireEvent.click(screen.getByRole('button', { name: 'Vorschau erstellen' }));
    const summary = await screen.findByRole('region', { name: 'Vorschau' });
    expect(within(summary).getByText('Geänderte Verträge').nextSibling?.textContent).toBe('1');
    expect(within(summary).getByText('Abgelehnte Zeilen').nextSibling?.textContent).toBe('1');

    const kind = screen.getByLabelText('Zeilen anzeigen');
    fireEvent.change(kind, { target: { value: 'geaendert' } });
    expect(await screen.findByText('Beitrag: 30,00 € → 42,10 €')).toBeTruthy();
    expect(screen.getByText('Zahlungsweise: monatlich → jährlich')).toBeTruthy();
    expect(screen.getByText('HUK-COBURG K-1 (Kfz-Versicherung)')).toBeTruthy();
    fireEvent.change(kind, { target: { value: 'abgelehnt' } });
    expect(await screen.findByText(`Grund: ${preview.abgelehnt[0]?.grund}`)).toBeTruthy();
    expect(screen.getByText('Zeile 4')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Übernehmen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verträge übernehmen?' });
    expect(calls.some((call) => call.path.endsWith('/anwenden'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));
    expect(await screen.findByText('Übernommen: 1 neue und 1 geänderte Verträge.')).toBeTruthy();
  });

  it('shows the file field’s refusal and asks for a file before sending', async () => {
    mockFetch({
      'POST /api/berater/import/vorschau': () => ({
        status: 422,
        body: { errors: ['file=>Zeile 1: Die Datei enthält keine Verträge.'] },
      }),
    });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Vorschau erstellen' }));
    expect(screen.getByText('Bitte wählen Sie eine Datei.')).toBeTruthy();
    pick();
    fireEvent.click(screen.getByRole('button', { name: 'Vorschau erstellen' }));
    expect(await screen.findByText('Zeile 1: Die Datei enthält keine Verträge.')).toBeTruthy();
  });

  it('counts every refused line where the answer lists only the first 1,000', async () => {
    const many = Array.from({ length: 1000 }, (_, index) => ({ zeile: index + 2, grund: 'kaputt' }));
    mockFetch({
      'POST /api/berater/import/vorschau': () => ({ body: { ...preview, abgelehnt: many } }),
      [`GET /api/berater/import/${preview.id}`]: (call) =>
        call.search.includes('art=abgelehnt')
          ? { body: { ...page('abgelehnt', []), gesamt: 1234, seiten: 25 } }
          : { body: page('neu', []) },
    });
    renderPage();
    pick();
    fireEvent.click(screen.getByRole('button', { name: 'Vorschau erstellen' }));
    const summary = await screen.findByRole('region', { name: 'Vorschau' });
    const refused = within(summary).getByText('Abgelehnte Zeilen').nextSibling;
    await waitFor(() => expect(refused?.textContent).toBe('1.234'));
  });
});
