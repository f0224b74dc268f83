import {
  testTransfer,
  testTransferContract,
} from '@kundenportal/domain/bestandsuebertragung/transfer-examples';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { toastTexts } from '../../../test/render-routes';
import { answer, bodyOf, cleanEachTest, renderPage } from './bestandsuebertragung.harness';

cleanEachTest();

const HAUSRAT = 'Hausrat – ERGO · Nr. HR-22';
const HAFTPFLICHT = 'Privathaftpflicht – R+V · Nr. PH-9';

const created = (status: 'zu_unterschreiben' | 'beantragt', level = 'maklermandat' as const) =>
  testTransfer({
    id: 12,
    status,
    level,
    beantragtAt: status === 'beantragt' ? '2026-11-28T10:00:00.000Z' : null,
    contracts: [testTransferContract({ contractId: 32, status: 'beantragt', gesendetAm: null })],
  });

async function start() {
  fireEvent.click(await screen.findByRole('button', { name: 'Verträge übertragen' }));
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));

describe('Bestandsübertragung page: the request', () => {
  it('offers only the levels the answer names, each with its explanation, and takes a single one as chosen', async () => {
    mockFetch({ 'GET /api/bestandsuebertragung': () => ({ body: answer({ levels: ['maklermandat'] }) }) });
    renderPage();
    await start();
    const levels = screen.getByRole('group', { name: 'Was darf Dein Berater?' });
    const radios = within(levels).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.labels?.[0]?.textContent)).toEqual(['Maklermandat']);
    expect(radios[0]?.checked).toBe(true);
    const described = document.getElementById(radios[0]?.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toMatch(
      /^Dein Berater übernimmt die gewählten Verträge als Dein Versicherungsmakler/,
    );
  });

  it('asks for a contract and a level before the summary, with the domain’s messages, and leads to what is missing', async () => {
    const api = mockFetch({ 'GET /api/bestandsuebertragung': () => ({ body: answer() }) });
    renderPage();
    await start();
    // The card opens in place of the button, its heading focused: the choice is what comes next.
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 2, name: 'Verträge übertragen' }),
    );
    next();
    expect(screen.getByText('Bitte wähle mindestens einen Vertrag aus.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: HAUSRAT }));
    expect(screen.getByText('Bitte wähle „Nur Datenauskunft“ oder „Maklermandat“.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Deine Anfrage im Überblick' })).toBeNull();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
    fireEvent.click(screen.getByRole('checkbox', { name: HAUSRAT }));
    next();
    expect(screen.queryByText('Bitte wähle mindestens einen Vertrag aus.')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Nur Datenauskunft' }));
  });

  it('sums up count, level and the signature to come; Zurück keeps every choice', async () => {
    mockFetch({ 'GET /api/bestandsuebertragung': () => ({ body: answer() }) });
    renderPage();
    await start();
    fireEvent.click(screen.getByRole('checkbox', { name: HAUSRAT }));
    fireEvent.click(screen.getByRole('checkbox', { name: HAFTPFLICHT }));
    fireEvent.click(screen.getByRole('radio', { name: 'Nur Datenauskunft' }));
    next();
    const summary = screen.getByRole('region', { name: 'Deine Anfrage im Überblick' });
    expect(within(summary).getByText('2 Verträge')).toBeTruthy();
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([HAUSRAT, HAFTPFLICHT]);
    expect(within(summary).getByText('Nur Datenauskunft')).toBeTruthy();
    expect(
      within(summary).getByText(
        'Im nächsten Schritt unterschreibst Du die Vollmacht. Eine Unterschrift gilt für alle gewählten Verträge.',
      ),
    ).toBeTruthy();
    expect(document.activeElement).toBe(within(summary).getByRole('heading'));

    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 2, name: 'Verträge übertragen' }),
    );
    expect((screen.getByRole('checkbox', { name: HAUSRAT }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: HAFTPFLICHT }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Nur Datenauskunft' }) as HTMLInputElement).checked).toBe(true);
  });

  it('says a signed Maklervollmacht is reused for either level, and a Datenvollmacht is not', async () => {
    const mandate = { level: 'maklermandat' as const, signedAt: '2026-10-02T08:34:00.000Z' };
    mockFetch({
      'GET /api/bestandsuebertragung': () => ({
        body: answer({ mandate, mandates: [{ ...mandate, personId: 1 }] }),
      }),
    });
    renderPage();
    await start();
    fireEvent.click(screen.getByRole('checkbox', { name: HAUSRAT }));
    fireEvent.click(screen.getByRole('radio', { name: 'Nur Datenauskunft' }));
    next();
    expect(
      screen.getByText(
        'Deine Vollmacht vom 02.10.2026 gilt auch für diese Verträge; Du musst nicht noch einmal unterschreiben.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('1 Vertrag')).toBeTruthy();
  });

  it('posts the choice and leads to signing the level’s form, which leads back here', async () => {
    const api = mockFetch({
      'GET /api/bestandsuebertragung': () => ({ body: answer() }),
      'POST /api/bestandsuebertragung': () => ({
        status: 201,
        body: { transfer: created('zu_unterschreiben') },
      }),
    });
    renderPage();
    await start();
    fireEvent.click(screen.getByRole('checkbox', { name: HAUSRAT }));
    fireEvent.click(screen.getByRole('radio', { name: 'Maklermandat' }));
    next();
    fireEvent.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    expect(
      await screen.findByText(
        'Formular /app/berater/form/maklervollmacht?zurueck=%2Fapp%2Fbestandsuebertragung',
      ),
    ).toBeTruthy();
    expect(bodyOf(api.calls, 'POST')).toEqual({ contractIds: [32], level: 'maklermandat' });
    expect(toastTexts()).toEqual([expect.stringContaining('Bitte unterschreibe jetzt die Vollmacht.')]);
  });

  it('stays when a signed mandate was reused, the request closed and the list read again', async () => {
    let reads = 0;
    mockFetch({
      'GET /api/bestandsuebertragung': () => {
        reads += 1;
        return { body: answer() };
      },
      'POST /api/bestandsuebertragung': () => ({ status: 201, body: { transfer: created('beantragt') } }),
    });
    renderPage();
    await start();
    fireEvent.click(screen.getByRole('checkbox', { name: HAUSRAT }));
    fireEvent.click(screen.getByRole('radio', { name: 'Maklermandat' }));
    next();
    fireEvent.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual([
        expect.stringContaining('Deine Anfrage ist bei Deinem Berater angekommen.'),
      ]),
    );
    expect(screen.queryByRole('region', { name: 'Deine Anfrage im Überblick' })).toBeNull();
    await waitFor(() => expect(reads).toBe(2));
  });

  it('names a refused contract in the summary and keeps the choice', async () => {
    mockFetch({
      'GET /api/bestandsuebertragung': () => ({ body: answer() }),
      'POST /api/bestandsuebertragung': () => ({
        status: 422,
        body: { errors: ['contractIds.1=>Für diesen Vertrag läuft schon eine Übertragung.'] },
      }),
    });
    renderPage();
    await start();
    fireEvent.click(screen.getByRole('checkbox', { name: HAUSRAT }));
    fireEvent.click(screen.getByRole('checkbox', { name: HAFTPFLICHT }));
    fireEvent.click(screen.getByRole('radio', { name: 'Maklermandat' }));
    next();
    fireEvent.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    expect(
      await screen.findByText(`${HAFTPFLICHT}: Für diesen Vertrag läuft schon eine Übertragung.`),
    ).toBeTruthy();
    expect(screen.getByText('2 Verträge')).toBeTruthy();
  });
});
