import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, type RecordedCall } from '../../../../test/fetch-mock';
import { renderRoutes, toastTexts } from '../../../../test/render-routes';
import { bodyOf, button, control, errorOf, fillIn, me, report, signedIn } from '../requests.harness';
import type { UploadAttachment } from '../use-damage-report-form';
import { DamageReportPage } from './damage-report-page';

signedIn();

const contracts = [
  { value: '3', label: 'Hausrat Musterstraße 12 (Allianz)' },
  { value: '1', label: 'VW Golf B-MM 1984 (HUK-COBURG)' },
];

/** The upload the page is handed (app/pages hands in the documents feature's): recorded in the calls' order. */
function recordingUpload(calls: RecordedCall[], failing: readonly string[] = []): UploadAttachment {
  return async (reportId, file) => {
    calls.push({
      method: 'UPLOAD',
      path: `/api/v2/document/inquire/${reportId}`,
      search: '',
      headers: new Headers(),
      body: file.name,
    });
    if (failing.includes(file.name)) throw new Error('Die Datei kam nicht vollständig an.');
  };
}

function renderPage(upload: UploadAttachment, options: { contracts?: typeof contracts } = { contracts }) {
  return renderRoutes(
    [
      {
        path: '/app/schadensmeldung',
        element: <DamageReportPage contracts={options.contracts} uploadAttachment={upload} />,
      },
    ],
    '/app/schadensmeldung',
  );
}

const fileInput = () => screen.getByTestId('damage-file-input') as HTMLInputElement;
const choose = (...files: File[]) => fireEvent.change(fileInput(), { target: { files } });
const png = (name: string, size = 4) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const reportsList = () => screen.findByRole('region', { name: 'Deine Schadensmeldungen' });

async function fillReport() {
  fillIn(await screen.findByLabelText(/^Betreff/), 'Sturmschaden am Carport');
  fillIn(control(/^Schadenbeschreibung/), 'Ein Ast ist in der Nacht auf das Dach gefallen.');
}

describe('damage report page: the list', () => {
  it('lists the reports newest first with date, status, contract and attachments, the text as text', async () => {
    mockFetch({
      'GET /api/users/me': me(),
      'GET /api/schadensmeldung': () => ({
        body: {
          schadensmeldungen: [
            report({
              id: 9,
              schaden_subject: '<i>Glasbruch</i>',
              schaden_content: 'Scheibe <b>gesprungen</b>',
              status: 'entwurf',
              gesendet_am: null,
              erstellt_am: '2026-03-05T16:40:00.000Z',
              vertrag: null,
              vertrag_id: null,
              dokumente: 1,
            }),
            report(),
          ],
        },
      }),
    });
    renderPage(recordingUpload([]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Schadensmeldung' })).toBeTruthy();
    const items = await within(await reportsList()).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual([
      '<i>Glasbruch</i>',
      'Wasserschaden im Bad',
    ]);
    const [draft, sent] = items as [HTMLElement, HTMLElement];
    expect(draft.querySelector('i, b')).toBeNull();
    expect(within(draft).getByText('Scheibe <b>gesprungen</b>')).toBeTruthy();
    expect(within(draft).getByText(/^angelegt am \d\d\.\d\d\.2026 \d\d:\d\d$/)).toBeTruthy();
    expect(within(draft).getByText('Status: Entwurf – noch nicht gesendet')).toBeTruthy();
    expect(within(draft).getByText('1 Anhang')).toBeTruthy();
    expect(within(draft).getByRole('button', { name: 'Jetzt senden: <i>Glasbruch</i>' })).toBeTruthy();

    expect(within(sent).getByText(/^gesendet am 02\.03\.2026 \d\d:\d\d$/)).toBeTruthy();
    expect(within(sent).getByText('Status: eingegangen')).toBeTruthy();
    expect(within(sent).getByText('Vertrag: Hausrat Musterstraße 12 (Allianz)')).toBeTruthy();
    expect(within(sent).getByText('2 Anhänge')).toBeTruthy();
    expect(within(sent).queryByRole('button')).toBeNull();
  });

  it('says so when there is no report yet', async () => {
    mockFetch({
      'GET /api/users/me': me(),
      'GET /api/schadensmeldung': () => ({ body: { schadensmeldungen: [] } }),
    });
    renderPage(recordingUpload([]));
    expect(await screen.findByText('Du hast noch keinen Schaden gemeldet.')).toBeTruthy();
  });

  it('asks nothing without an adviser', async () => {
    const { calls } = mockFetch({ 'GET /api/users/me': me({ hasMakler: false }) });
    renderPage(recordingUpload([]));
    expect(await screen.findByText(/noch kein Berater hinterlegt/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Betreff/)).toBeNull();
    expect(calls.some((call) => call.path === '/api/schadensmeldung')).toBe(false);
  });

  it("sends a draft with 'Jetzt senden'", async () => {
    let sent = false;
    const { calls } = mockFetch({
      'GET /api/users/me': me(),
      'GET /api/schadensmeldung': () => ({
        body: {
          schadensmeldungen: [report({ status: sent ? 'eingegangen' : 'entwurf', gesendet_am: null })],
        },
      }),
      'POST /api/schadensmeldung/4/senden': () => {
        sent = true;
        return { body: { id: 4, status: 'eingegangen', message: 'Der Berater wurde informiert.' } };
      },
    });
    renderPage(recordingUpload([]));
    fireEvent.click(await screen.findByRole('button', { name: 'Jetzt senden: Wasserschaden im Bad' }));
    await waitFor(() => expect(toastTexts()).toContain('Der Berater wurde informiert.'));
    expect(await within(await reportsList()).findByText('Status: eingegangen')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/schadensmeldung/4/senden')).toHaveLength(1);
  });
});

describe('damage report page: reporting', () => {
  it('checks subject and description first, and offers the household contracts', async () => {
    const { calls } = mockFetch({
      'GET /api/users/me': me(),
      'GET /api/schadensmeldung': () => ({ body: { schadensmeldungen: [] } }),
    });
    renderPage(recordingUpload([]));
    const select = (await screen.findByLabelText('Betroffener Vertrag')) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      'kein bestimmter Vertrag',
      'Hausrat Musterstraße 12 (Allianz)',
      'VW Golf B-MM 1984 (HUK-COBURG)',
    ]);
    fireEvent.click(button('Schaden melden'));
    expect(errorOf(control(/^Betreff/))).toBe('Dieses Feld ist ein Pflichtfeld.');
    expect(errorOf(control(/^Schadenbeschreibung/))).toBe('Dieses Feld ist ein Pflichtfeld.');
    await waitFor(() => expect(document.activeElement).toBe(control(/^Betreff/)));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('asks for no contract without the contracts list', async () => {
    mockFetch({
      'GET /api/users/me': me(),
      'GET /api/schadensmeldung': () => ({ body: { schadensmeldungen: [] } }),
    });
    renderPage(recordingUpload([]), {});
    await screen.findByLabelText(/^Betreff/);
    expect(screen.queryByLabelText('Betroffener Vertrag')).toBeNull();
  });

  it("sends a report without files at once and says 'Der Berater wurde informiert.'", async () => {
    let created = false;
    const { calls } = mockFetch({
      'GET /api/users/me': me(),
      'GET /api/schadensmeldung': () => ({
        body: {
          schadensmeldungen: created ? [report({ id: 20, schaden_subject: 'Sturmschaden am Carport' })] : [],
        },
      }),
      'POST /api/schadensmeldung': () => {
        created = true;
        return {
          status: 201,
          body: { id: 20, status: 'eingegangen', message: 'Der Berater wurde informiert.' },
        };
      },
    });
    renderPage(recordingUpload(calls));
    await fillReport();
    fireEvent.change(control('Betroffener Vertrag'), { target: { value: '3' } });
    fireEvent.click(button('Schaden melden'));
    await waitFor(() => expect(toastTexts()).toContain('Der Berater wurde informiert.'));
    expect(bodyOf(calls, '/api/schadensmeldung')).toEqual({
      schaden_subject: 'Sturmschaden am Carport',
      schaden_content: 'Ein Ast ist in der Nacht auf das Dach gefallen.',
      vertrag_id: '3',
    });
    expect(calls.some((call) => call.method === 'UPLOAD')).toBe(false);
    // The form starts over; the list shows the new report.
    await waitFor(() => expect(control(/^Betreff/).value).toBe(''));
    expect(await within(await reportsList()).findByText('Sturmschaden am Carport')).toBeTruthy();
  });

  it('with photos: stores a draft, uploads each file to it, then sends it', async () => {
    const { calls } = mockFetch({
      'GET /api/users/me': me(),
      'GET /api/schadensmeldung': () => ({ body: { schadensmeldungen: [] } }),
      'POST /api/schadensmeldung': () => ({
        status: 201,
        body: { id: 21, status: 'entwurf', message: null },
      }),
      'POST /api/schadensmeldung/21/senden': () => ({
        body: { id: 21, status: 'eingegangen', message: 'Der Berater wurde informiert.' },
      }),
    });
    renderPage(recordingUpload(calls));
    await fillReport();
    choose(
      png('Carport.png'),
      new File(['%PDF'], 'Rechnung.pdf', { type: 'application/pdf' }),
      png('Dach.png'),
    );
    const chosen = screen.getByRole('list', { name: 'Ausgewählte Dateien' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Carport.png', 'Rechnung.pdf', 'Dach.png']);
    fireEvent.click(within(chosen).getByRole('button', { name: 'Rechnung.pdf entfernen' }));
    expect(document.activeElement).toBe(button('Fotos oder Dokumente hinzufügen'));

    fireEvent.click(button('Schaden melden'));
    await waitFor(() => expect(toastTexts()).toContain('Der Berater wurde informiert.'));
    const sequence = calls
      .filter((call) => call.method !== 'GET')
      .map((call) => `${call.method} ${call.path}${call.method === 'UPLOAD' ? ` ${call.body}` : ''}`);
    expect(sequence).toEqual([
      'POST /api/schadensmeldung',
      'UPLOAD /api/v2/document/inquire/21 Carport.png',
      'UPLOAD /api/v2/document/inquire/21 Dach.png',
      'POST /api/schadensmeldung/21/senden',
    ]);
    expect(bodyOf(calls, '/api/schadensmeldung')).toMatchObject({ entwurf: true });
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Ausgewählte Dateien' })).toBeNull());
  });

  it('keeps the draft when an upload fails, says which file, and sends nothing', async () => {
    let created = false;
    const { calls } = mockFetch({
      'GET /api/users/me': me(),
      'GET /api/schadensmeldung': () => ({
        body: {
          schadensmeldungen: created
            ? [
                report({
                  id: 22,
                  schaden_subject: 'Sturmschaden am Carport',
                  status: 'entwurf',
                  gesendet_am: null,
                  dokumente: 1,
                }),
              ]
            : [],
        },
      }),
      'POST /api/schadensmeldung': () => {
        created = true;
        return { status: 201, body: { id: 22, status: 'entwurf', message: null } };
      },
    });
    renderPage(recordingUpload(calls, ['Dach.png']));
    await fillReport();
    choose(png('Carport.png'), png('Dach.png'));
    fireEvent.click(button('Schaden melden'));
    const alert = await screen.findByText(/als Entwurf gespeichert/);
    expect(alert.closest('[role="alert"]')?.textContent).toContain(
      'Dach.png: Die Datei kam nicht vollständig an.',
    );
    expect(calls.some((call) => call.path.endsWith('/senden'))).toBe(false);
    expect(toastTexts()).toEqual([]);
    expect(
      await within(await reportsList()).findByRole('button', {
        name: 'Jetzt senden: Sturmschaden am Carport',
      }),
    ).toBeTruthy();
  });

  it('refuses files of a wrong type or over 25 MB before sending anything', async () => {
    mockFetch({
      'GET /api/users/me': me(),
      'GET /api/schadensmeldung': () => ({ body: { schadensmeldungen: [] } }),
    });
    renderPage(recordingUpload([]));
    await screen.findByLabelText(/^Betreff/);
    const big = png('Riesig.png');
    Object.defineProperty(big, 'size', { value: 26_214_401 });
    const limit = png('Genau.png');
    Object.defineProperty(limit, 'size', { value: 26_214_400 });
    choose(new File(['MZ'], 'virus.exe'), big, limit);
    const refused = screen.getByRole('alert');
    expect(
      within(refused)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Dateityp wird nicht unterstützt (virus.exe)',
      'Riesig.png: Die Maximale Dateigröße ist 25 MB',
    ]);
    const chosen = screen.getByRole('list', { name: 'Ausgewählte Dateien' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(1);
    expect(within(chosen).getByText('25 MB')).toBeTruthy();
  });

  it("shows the server's 422 at its field", async () => {
    mockFetch({
      'GET /api/users/me': me(),
      'GET /api/schadensmeldung': () => ({ body: { schadensmeldungen: [] } }),
      'POST /api/schadensmeldung': () => ({
        status: 422,
        body: { error: 'validation_failed', errors: ['vertrag_id=>Bitte wähle einen gültigen Wert.'] },
      }),
    });
    renderPage(recordingUpload([]));
    await fillReport();
    fireEvent.click(button('Schaden melden'));
    await waitFor(() =>
      expect(errorOf(control('Betroffener Vertrag'))).toBe('Bitte wähle einen gültigen Wert.'),
    );
    expect(document.activeElement).toBe(control('Betroffener Vertrag'));
    // The form keeps what was typed.
    expect(control(/^Betreff/).value).toBe('Sturmschaden am Carport');
  });
});
