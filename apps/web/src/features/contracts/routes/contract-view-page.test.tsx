import { testContract } from '@kundenportal/domain/contracts/contract-examples';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/format';
import { getToken } from '../../../lib/storage';
import { captureDownloads } from '../../../test/download-mock';
import { mockFetch } from '../../../test/fetch-mock';
import { toastTexts } from '../../../test/render-routes';
import { cleanEachTest, inDays, me, renderContracts } from './contracts.harness';

cleanEachTest();

const car = () =>
  testContract({
    id: 1,
    sparte: 'kfz',
    gesellschaft: 'HUK-COBURG',
    name: 'Kfz-Versicherung Classic',
    label: 'VW Golf B-MM 1984',
    nummer: 'KFZ-4711-2023',
    beitrag: 54.3,
    zahlungsweise: 12,
    beginn: '2023-01-01',
    ablauf: '2024-01-01',
    kf_wert: 1,
    kf_einheit: 'monate',
    kf_ende: 'laufzeitende',
    kuendbar_bis: inDays(12),
    naechstes_ende: '2031-01-01',
    folgendes_ende: '2032-01-01',
    memory_datum: '2030-11-20',
    memory_massage: 'Angebote vergleichen',
  });

const section = (name: string) => screen.getByRole('region', { name });
/** The value of a label in a detail list (euro amounts have a no-break space before '€'). */
const detailValue = (container: HTMLElement, label: string) =>
  within(container)
    .getByText(label, { selector: 'dt' })
    .nextElementSibling?.textContent?.replace(/\u00a0/g, ' ');

describe('contract view', () => {
  it('shows the deadlines first, highlighted within 30 days, then every field in German formats', async () => {
    mockFetch({ 'GET /api/users/me': me(), 'GET /api/contracts/1': () => ({ body: { contract: car() } }) });
    renderContracts('/app/vertraege/view/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'VW Golf B-MM 1984' })).toBeTruthy();
    const deadlines = await screen.findByRole('region', { name: 'Fristen' });
    expect(deadlines.dataset.soon).toBe('true');
    expect(within(deadlines).getByText('Frist läuft bald ab')).toBeTruthy();
    expect(within(deadlines).getByText(`kündbar bis ${formatDate(inDays(12))}`)).toBeTruthy();
    expect(within(deadlines).getByText('noch 12 Tage')).toBeTruthy();
    expect(detailValue(deadlines, 'nächster Ablauf')).toBe('01.01.2031');
    expect(detailValue(deadlines, 'danach verlängert bis')).toBe('01.01.2032');

    const details = section('Vertragsdaten');
    expect(detailValue(details, 'Person')).toBe('Max Mustermann');
    expect(detailValue(details, 'Sparte')).toBe('Kfz-Versicherung');
    expect(detailValue(details, 'Status')).toBe('aktiv');
    expect(detailValue(details, 'Gesellschaft')).toBe('HUK-COBURG');
    expect(detailValue(details, 'Vertragsnummer')).toBe('KFZ-4711-2023');
    expect(detailValue(details, 'Beitrag')).toBe('54,30 € monatlich');
    expect(detailValue(details, 'Beginn')).toBe('01.01.2023');
    expect(detailValue(details, 'Kündigungsfrist')).toBe('1 Monat zum Laufzeitende');
    expect(detailValue(details, 'Verlängerung')).toBe('automatische Verlängerung um 1 Jahr');
    expect(detailValue(details, 'Erinnerung am')).toBe('20.11.2030');
    expect(detailValue(details, 'Erinnerungstext')).toBe('Angebote vergleichen');
    expect(within(details).queryByText('Mindestlaufzeit')).toBeNull();
    expect(screen.getByRole('link', { name: 'Bearbeiten' }).getAttribute('href')).toBe(
      '/app/vertraege/edit/1',
    );
  });

  it('shows a yearly premium with its monthly share and no highlight for a later deadline', async () => {
    const liability = testContract({
      id: 2,
      beitrag: 89,
      zahlungsweise: 1,
      kuendbar_bis: inDays(90),
      mindestlaufzeit_wert: 3,
      mindestlaufzeit_einheit: 'jahr',
    });
    mockFetch({
      'GET /api/users/me': me(),
      'GET /api/contracts/2': () => ({ body: { contract: liability } }),
    });
    renderContracts('/app/vertraege/view/2');
    const deadlines = await screen.findByRole('region', { name: 'Fristen' });
    expect(deadlines.dataset.soon).toBeUndefined();
    expect(within(deadlines).queryByText('Frist läuft bald ab')).toBeNull();
    const details = section('Vertragsdaten');
    expect(detailValue(details, 'Beitrag')).toBe('89,00 € jährlich≈ 7,42 € / Monat');
    expect(detailValue(details, 'Mindestlaufzeit')).toBe('3 Jahre');
  });

  it('says why there is no deadline, and offers no edit without vertrag_edit', async () => {
    const fixed = testContract({ id: 3, automatische_verlaengerung: 0, kf_wert: null, kf_einheit: null });
    mockFetch({
      'GET /api/users/me': me({ vertrag_edit: false }),
      'GET /api/contracts/3': () => ({ body: { contract: fixed } }),
    });
    renderContracts('/app/vertraege/view/3');
    const deadlines = await screen.findByRole('region', { name: 'Fristen' });
    expect(
      within(deadlines).getByText('Der Vertrag endet von selbst; eine Kündigung ist nicht nötig.'),
    ).toBeTruthy();
    expect(detailValue(section('Vertragsdaten'), 'Verlängerung')).toBe('feste Laufzeit');
    expect(screen.queryByRole('link', { name: 'Bearbeiten' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Zurück zur Liste' })).toBeTruthy();
  });

  it('shows the 404 text inline with a link back to the list, without toast or logout', async () => {
    const { calls } = mockFetch({
      'GET /api/users/me': me(),
      'GET /api/contracts/99': () => ({
        status: 404,
        body: { error: 'could_not_find_contract', message: 'Der Vertrag wurde nicht gefunden.' },
      }),
      'GET /api/contracts': () => ({ body: { contracts: [] } }),
    });
    const { router } = renderContracts('/app/vertraege/view/99');
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toBe('Der Vertrag wurde nicht gefunden.');
    expect(toastTexts()).toEqual([]);
    expect(getToken()).toBe('jwt');
    expect(calls.filter((call) => call.path === '/api/contracts/99')).toHaveLength(1);
    fireEvent.click(screen.getByRole('link', { name: 'Zurück zur Liste' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/vertraege/list'));
  });

  it('treats an id that is no number as not found without asking the server', async () => {
    const { calls } = mockFetch({ 'GET /api/users/me': me() });
    renderContracts('/app/vertraege/view/abc');
    expect(await screen.findByText('Der Vertrag wurde nicht gefunden.')).toBeTruthy();
    expect(calls.some((call) => call.path.startsWith('/api/contracts'))).toBe(false);
  });

  it("downloads the deadline as a calendar file with the session ('Frist in den Kalender')", async () => {
    const downloads = captureDownloads();
    try {
      const { calls } = mockFetch({
        'GET /api/users/me': me(),
        'GET /api/contracts/1': () => ({ body: { contract: car() } }),
        'GET /api/contracts/1/kalender.ics': () => ({
          body: 'BEGIN:VCALENDAR',
          headers: { 'Content-Type': 'text/calendar; charset=utf-8' },
        }),
      });
      renderContracts('/app/vertraege/view/1');
      const deadlines = await screen.findByRole('region', { name: 'Fristen' });
      fireEvent.click(within(deadlines).getByRole('button', { name: 'Frist in den Kalender' }));
      await waitFor(() => expect(downloads.saved).toHaveLength(1));
      const call = calls.find((candidate) => candidate.path.endsWith('.ics'));
      expect(call?.path).toBe('/api/contracts/1/kalender.ics');
      expect(call?.headers.get('Authorization')).toBe('Bearer jwt');
      expect(downloads.saved[0]?.filename).toBe('vertrag-1.ics');
      expect(await downloads.saved[0]?.blob.text()).toContain('BEGIN:VCALENDAR');
    } finally {
      downloads.restore();
    }
  });

  it('offers no calendar file without a deadline', async () => {
    const fixed = testContract({ id: 3, automatische_verlaengerung: 0, kuendbar_bis: null });
    mockFetch({ 'GET /api/users/me': me(), 'GET /api/contracts/3': () => ({ body: { contract: fixed } }) });
    renderContracts('/app/vertraege/view/3');
    await screen.findByRole('region', { name: 'Fristen' });
    expect(screen.queryByRole('button', { name: 'Frist in den Kalender' })).toBeNull();
  });

  it('another failure keeps the session rules: a 500 shows its toast and offers a retry', async () => {
    mockFetch({
      'GET /api/users/me': me(),
      'GET /api/contracts/5': () => ({ status: 500, body: { error: 'internal', message: 'Kaputt.' } }),
    });
    renderContracts('/app/vertraege/view/5');
    expect(await screen.findByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
    expect(toastTexts()).toContain('Kaputt.');
  });

  it('shows Gut zu wissen and asks the adviser to optimise only with their flags', async () => {
    const { calls } = mockFetch({
      'GET /api/users/me': me({ vertrag_info: true, vertrag_optimieren: true }),
      'GET /api/contracts/1': () => ({ body: { contract: car() } }),
      'POST /api/contracts/1/optimieren': () => ({
        status: 201,
        body: { success: true, message: 'Der Berater wurde informiert.' },
      }),
    });
    renderContracts('/app/vertraege/view/1');
    const info = await screen.findByRole('region', { name: 'Gut zu wissen' });
    expect(within(info).getByText(/30\. November/)).toBeTruthy();
    const optimize = section('Vertrag optimieren lassen');
    fireEvent.click(within(optimize).getByRole('button', { name: 'Vertrag optimieren lassen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vertrag optimieren lassen' });
    fireEvent.change(within(dialog).getByLabelText('Nachricht an Deinen Berater (optional)'), {
      target: { value: 'Gibt es etwas mit Schutzbrief?' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anfrage senden' }));
    await waitFor(() => expect(toastTexts()).toContain('Der Berater wurde informiert.'));
    const sent = calls.find((call) => call.path === '/api/contracts/1/optimieren');
    expect(sent?.body).toEqual({ nachricht: 'Gibt es etwas mit Schutzbrief?' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the note's 422 at the field and keeps the dialog open", async () => {
    mockFetch({
      'GET /api/users/me': me({ vertrag_optimieren: true }),
      'GET /api/contracts/1': () => ({ body: { contract: car() } }),
      'POST /api/contracts/1/optimieren': () => ({
        status: 422,
        body: { error: 'validation_failed', errors: ['nachricht=>Bitte gib höchstens 2000 Zeichen ein.'] },
      }),
    });
    renderContracts('/app/vertraege/view/1');
    fireEvent.click(await screen.findByRole('button', { name: 'Vertrag optimieren lassen' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anfrage senden' }));
    expect(await within(dialog).findByText('Bitte gib höchstens 2000 Zeichen ein.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Gut zu wissen' })).toBeNull();
  });

  it('offers neither without the flags', async () => {
    mockFetch({ 'GET /api/users/me': me(), 'GET /api/contracts/1': () => ({ body: { contract: car() } }) });
    renderContracts('/app/vertraege/view/1');
    await screen.findByRole('region', { name: 'Fristen' });
    expect(screen.queryByRole('region', { name: 'Gut zu wissen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Vertrag optimieren lassen' })).toBeNull();
  });
});
