import type { InsurerSettingsItem } from '@kundenportal/domain/bestandsuebertragung/letter-api';
import type { AgencyTransfer } from '@kundenportal/domain/bestandsuebertragung/transfer-api';
import {
  testAgencyTransfer,
  testTransferContract,
} from '@kundenportal/domain/bestandsuebertragung/transfer-examples';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../lib/storage';
import { captureDownloads } from '../test/download-mock';
import { mockFetch } from '../test/fetch-mock';
import { adviserProfile } from '../test/workspace-fixtures';
import { App } from './app';
import { queryClient } from './query-client';
import { router } from './router';

/** The workspace's Bestandsübertragungen (issue 29): the board, its filter, the letters and the answers. */
beforeEach(() => {
  queryClient.clear();
  setToken(null);
  setToken('adviser-jwt', 'adviser');
});

let downloads: ReturnType<typeof captureDownloads> | undefined;
afterEach(() => downloads?.restore());

const kfz = testTransferContract({ contractId: 31, status: 'beantragt', gesendetAm: null });
const hausrat = testTransferContract({
  contractId: 32,
  versicherer: 'Allianz',
  nummer: 'HR-77',
  sparte: null,
  status: 'gesendet',
  datum: '2026-11-20',
  gesendetAm: '2026-11-20',
});
const open = testAgencyTransfer({
  id: 7,
  state: 'offen',
  contracts: [kfz, hausrat],
  letters: [
    { versicherer: 'HUK-COBURG', email: null, addressKnown: true },
    { versicherer: 'Allianz', email: 'makler@allianz.example', addressKnown: true },
  ],
});
const done = testAgencyTransfer({
  id: 8,
  customer: { id: 12, name: 'Erika Musterfrau' },
  state: 'erledigt',
  contracts: [
    // Confirmed on 2 November, looked after from 1 January (a start ahead, ADR 189).
    testTransferContract({
      contractId: 40,
      versicherer: 'ÖRAG',
      nummer: 'RS-1',
      status: 'bestaetigt',
      datum: '2027-01-01',
      erfasstAm: '2026-11-02',
    }),
  ],
  letters: [{ versicherer: 'ÖRAG', email: null, addressKnown: false }],
});

function server(transfers: AgencyTransfer[] = [open, done]) {
  let list = transfers;
  const settings: InsurerSettingsItem[] = [
    {
      versicherer: 'ÖRAG',
      entry: null,
      settings: { vermittlernummer: '', strasse: '', plz: '', ort: '', email: '', schadenhotline: '' },
      inTransfers: true,
    },
  ];
  const replace = (transfer: AgencyTransfer) => {
    list = list.map((entry) => (entry.id === transfer.id ? transfer : entry));
    return { body: { transfer } };
  };
  return mockFetch({
    'GET /api/berater/me': () => ({ body: adviserProfile }),
    'GET /api/berater/eingang': () => ({ body: { categories: [], chatUnread: 0 } }),
    'GET /api/berater/bestandsuebertragungen': () => ({ body: { transfers: list } }),
    'GET /api/berater/bestandsuebertragungen/7/anschreiben.pdf': () => ({
      body: new TextEncoder().encode('%PDF-1.7'),
    }),
    'POST /api/berater/bestandsuebertragungen/7/anschreiben': (call) => {
      const { versicherer } = call.body as { versicherer: string };
      return replace({
        ...open,
        contracts: open.contracts.map((contract) =>
          contract.versicherer === versicherer
            ? { ...contract, status: 'gesendet', datum: '2026-11-28', gesendetAm: '2026-11-28' }
            : contract,
        ),
      });
    },
    'GET /api/berater/versicherer-einstellungen': () => ({ body: { insurers: settings } }),
    'PUT /api/berater/versicherer-einstellungen/%C3%96RAG': (call) => {
      list = list.map((transfer) => ({
        ...transfer,
        letters: transfer.letters.map((letter) => ({ ...letter, addressKnown: true })),
      }));
      return { body: { insurer: { ...settings[0], settings: call.body } } };
    },
  });
}

const column = (name: RegExp) => screen.getByRole('region', { name });

describe('the Bestandsübertragungen board', () => {
  it('shows the four columns, each transfer in its own, and filters by insurer', async () => {
    server();
    await router.navigate('/berater/bestandsuebertragungen');
    render(<App />);
    await screen.findByRole('heading', { level: 1, name: 'Bestandsübertragungen' }, { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'Bestandsübertragungen' }).getAttribute('aria-current')).toBe(
      'page',
    );
    const offen = await screen.findByRole('region', { name: /^Offen/ });
    expect(within(offen).getByRole('link', { name: 'Max Mustermann' }).getAttribute('href')).toBe(
      '#/berater/kunden/11',
    );
    expect(within(offen).getByText('KH 4711 0815 (Kfz-Versicherung)')).toBeTruthy();
    expect(within(offen).getByText('beantragt am 05.10.2026')).toBeTruthy();
    expect(within(offen).getByText('an Versicherer gesendet am 20.11.2026')).toBeTruthy();
    expect(within(offen).getByText('Antwort des Versicherers erwartet bis 01.01.2027')).toBeTruthy();
    expect(within(column(/^Erledigt/)).getByText('Erika Musterfrau')).toBeTruthy();
    expect(
      within(column(/^Erledigt/)).getByText('bestätigt am 02.11.2026 · betreut ab 01.01.2027'),
    ).toBeTruthy();
    // Every contract decided: no letter to write, not even an address to ask for.
    expect(within(column(/^Erledigt/)).queryByRole('button')).toBeNull();
    expect(within(column(/^Überfällig/)).getByText('Keine Übertragungen in dieser Spalte.')).toBeTruthy();
    expect(
      within(column(/^Wartet auf Antwort/)).getByText('Keine Übertragungen in dieser Spalte.'),
    ).toBeTruthy();

    const filter = screen.getByLabelText('Versicherer') as HTMLSelectElement;
    expect([...filter.options].map((option) => option.text)).toEqual([
      'Alle Versicherer',
      'Allianz',
      'HUK-COBURG',
      'ÖRAG',
    ]);
    fireEvent.change(filter, { target: { value: 'ÖRAG' } });
    // The choice is in the page's address (it stays over a reload and the way back).
    await waitFor(() => expect(router.state.location.search).toBe('?versicherer=%C3%96RAG'));
    await waitFor(() => expect(within(column(/^Offen/)).queryByText('Max Mustermann')).toBeNull());
    expect(within(column(/^Erledigt/)).getByText('Erika Musterfrau')).toBeTruthy();
    fireEvent.change(filter, { target: { value: 'HUK-COBURG' } });
    expect(await within(column(/^Offen/)).findByText('Max Mustermann')).toBeTruthy();
    expect(within(column(/^Erledigt/)).queryByText('Erika Musterfrau')).toBeNull();
    fireEvent.change(filter, { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await within(column(/^Erledigt/)).findByText('Erika Musterfrau')).toBeTruthy();
  });

  it('opens with the insurer the address names', async () => {
    server();
    await router.navigate('/berater/bestandsuebertragungen?versicherer=%C3%96RAG');
    render(<App />);
    const filter = (await screen.findByLabelText('Versicherer', {}, { timeout: 5000 })) as HTMLSelectElement;
    expect(filter.value).toBe('ÖRAG');
    expect(within(column(/^Offen/)).queryByText('Max Mustermann')).toBeNull();
  });

  it('downloads the letter with the token in the header; records the post after a confirmation, downloaded here or not', async () => {
    downloads = captureDownloads();
    const { calls } = server();
    await router.navigate('/berater/bestandsuebertragungen');
    render(<App />);
    const huk = await screen.findByRole('region', { name: 'Verträge bei HUK-COBURG' }, { timeout: 5000 });
    // No e-mail known: by post only. The post may be recorded without a download in this tab (after a
    // reload, or a colleague printed it), once the adviser confirms it went out.
    expect(within(huk).getByText(/keine E-Mail-Adresse bekannt/)).toBeTruthy();
    expect(within(huk).queryByRole('button', { name: /per E-Mail/ })).toBeNull();
    const post = { name: 'Anschreiben an HUK-COBURG als per Post gesendet vermerken' };
    fireEvent.click(within(huk).getByRole('button', post));
    const confirm = await screen.findByRole('dialog', { name: 'Versand an HUK-COBURG per Post vermerken?' });
    expect(
      within(confirm).getByText(/^Das Anschreiben an HUK-COBURG sollte bereits per Post verschickt sein\./),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(huk).getByRole('button', { name: 'Anschreiben an HUK-COBURG herunterladen' }));
    await waitFor(() =>
      expect(downloads?.saved.map((file) => file.filename)).toEqual(['Anschreiben HUK-COBURG.pdf']),
    );
    const fetched = calls.find((call) => call.path.endsWith('/anschreiben.pdf'));
    expect(fetched?.search).toBe('?versicherer=HUK-COBURG');
    expect(fetched?.headers.get('authorization')).toBe('Bearer adviser-jwt');
    // The buttons stay disabled until the download has finished (the file is saved a moment before).
    await waitFor(() =>
      expect((within(huk).getByRole('button', post) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(within(huk).getByRole('button', post));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Versand vermerken' }),
    );
    expect(await screen.findByText('Der Versand an HUK-COBURG per Post wurde vermerkt.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      versicherer: 'HUK-COBURG',
      weg: 'post',
    });
    await waitFor(() => expect(within(huk).queryByRole('button', { name: /per Post/ })).toBeNull());
    expect(within(huk).getByText(/^an Versicherer gesendet am 28\.11\.2026$/)).toBeTruthy();

    // Allianz's contract is already out; its answer, not a letter, is what comes next.
    const allianz = screen.getByRole('region', { name: 'Verträge bei Allianz' });
    expect(within(allianz).queryByRole('button', { name: /per E-Mail/ })).toBeNull();
  });

  it('sends the letter by e-mail where the insurer’s address for broker changes is known', async () => {
    const { calls } = server([
      { ...open, contracts: [{ ...hausrat, status: 'beantragt', gesendetAm: null }] },
    ]);
    await router.navigate('/berater/bestandsuebertragungen');
    render(<App />);
    const allianz = await screen.findByRole('region', { name: 'Verträge bei Allianz' }, { timeout: 5000 });
    expect(within(allianz).getByText('E-Mail für Maklerwechsel: makler@allianz.example')).toBeTruthy();
    fireEvent.click(
      within(allianz).getByRole('button', { name: 'Anschreiben an Allianz per E-Mail senden' }),
    );
    expect(await screen.findByText('Das Anschreiben wurde an makler@allianz.example gesendet.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      versicherer: 'Allianz',
      weg: 'email',
    });
  });

  it('asks for the insurer’s address where none is known, in a dialog with the settings', async () => {
    const { calls } = server([
      {
        ...done,
        status: 'beantragt',
        state: 'offen',
        contracts: [{ ...done.contracts[0], status: 'beantragt' } as never],
      },
    ]);
    await router.navigate('/berater/bestandsuebertragungen');
    render(<App />);
    const oerag = await screen.findByRole('region', { name: 'Verträge bei ÖRAG' }, { timeout: 5000 });
    expect(within(oerag).queryByRole('button', { name: /herunterladen/ })).toBeNull();
    fireEvent.click(within(oerag).getByRole('button', { name: 'Adresse von ÖRAG hinterlegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Angaben zum Versicherer: ÖRAG' });
    expect(
      await within(dialog).findByText(
        'Für diesen Versicherer ist keine Anschrift hinterlegt. Bitte tragen Sie eine ein.',
      ),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('PLZ'), { target: { value: '40474' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText(
        'Bitte geben Sie Straße, PLZ und Ort zusammen an oder lassen Sie alle drei leer.',
      ),
    ).toBeTruthy();
    expect((within(dialog).getByLabelText('PLZ') as HTMLInputElement).value).toBe('40474');
    fireEvent.change(within(dialog).getByLabelText('Straße und Hausnummer oder Postfach'), {
      target: { value: 'Postfach 10 43 41' },
    });
    fireEvent.change(within(dialog).getByLabelText('Ort'), { target: { value: 'Düsseldorf' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die Angaben zum Versicherer wurden gespeichert.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      vermittlernummer: '',
      strasse: 'Postfach 10 43 41',
      plz: '40474',
      ort: 'Düsseldorf',
      email: '',
      schadenhotline: '',
    });
    // The board reads its transfers again: the letter can now be written.
    expect(
      await within(oerag).findByRole('button', { name: 'Anschreiben an ÖRAG herunterladen' }),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('records an answer with the domain’s rules per field, keeping what was typed when refused', async () => {
    let refuse = true;
    let transfer = open;
    const { calls } = mockFetch({
      'GET /api/berater/me': () => ({ body: adviserProfile }),
      'GET /api/berater/eingang': () => ({ body: { categories: [], chatUnread: 0 } }),
      'GET /api/berater/bestandsuebertragungen': () => ({ body: { transfers: [transfer] } }),
      'PUT /api/berater/bestandsuebertragungen/7/vertraege/32': () => {
        if (refuse) {
          refuse = false;
          return { status: 422, body: { errors: ['notiz=>Der Grund ist zu kurz.'] } };
        }
        const step = {
          status: 'abgelehnt' as const,
          datum: '2026-11-28',
          notiz: 'Vertrag gekündigt',
          erfasstAm: '2026-11-28',
        };
        const contract = { ...hausrat, ...step, verlauf: [...hausrat.verlauf, step] };
        transfer = { ...open, contracts: [kfz, contract] };
        return { body: { transfer } };
      },
    });
    await router.navigate('/berater/bestandsuebertragungen');
    render(<App />);
    const allianz = await screen.findByRole('region', { name: 'Verträge bei Allianz' }, { timeout: 5000 });
    // A contract not yet sent has no answer to record.
    expect(screen.queryByRole('button', { name: 'Antwort zu Vertrag KH 4711 0815 erfassen' })).toBeNull();
    const toggle = within(allianz).getByRole('button', { name: 'Antwort zu Vertrag HR-77 erfassen' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const form = within(allianz).getByRole('form', { name: 'Antwort zu Vertrag HR-77 erfassen' });
    const status = within(form).getByLabelText('Stand') as HTMLSelectElement;
    expect([...status.options].map((option) => option.text)).toEqual([
      'an Versicherer gesendet',
      'bestätigt',
      'abgelehnt',
      'Rückfrage',
    ]);
    expect(status.value).toBe('bestaetigt');
    // The customer's page shows each step's note: the field says so, tied to it.
    const description = (field: HTMLElement) =>
      (field.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
    expect(description(within(form).getByLabelText('Notiz (freiwillig)'))).toBe(
      'Ihr Kunde sieht diese Notiz.',
    );
    const save = within(form).getByRole('button', { name: 'Speichern' });
    fireEvent.click(save);
    expect(
      await within(form).findByText('Bitte geben Sie an, ab wann Sie den Vertrag betreuen.'),
    ).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Betreuung ab'), { target: { value: '31.02.2027' } });
    fireEvent.click(save);
    expect(
      await within(form).findByText('Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ an.'),
    ).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Betreuung ab'), { target: { value: '01.10.2026' } });
    fireEvent.click(save);
    expect(await within(form).findByText('Das Datum darf nicht vor dem 01.11.2026 liegen.')).toBeTruthy();

    fireEvent.change(status, { target: { value: 'abgelehnt' } });
    fireEvent.change(within(form).getByLabelText('Abgelehnt am'), { target: { value: '' } });
    fireEvent.click(save);
    expect(await within(form).findByText('Bitte geben Sie den Grund der Ablehnung an.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.change(within(form).getByLabelText('Grund der Ablehnung'), {
      target: { value: 'Vertrag gekündigt' },
    });
    fireEvent.click(save);
    // The server's refusal is shown at its field; what was typed stays.
    expect(await within(form).findByText('Der Grund ist zu kurz.')).toBeTruthy();
    expect((within(form).getByLabelText('Grund der Ablehnung') as HTMLTextAreaElement).value).toBe(
      'Vertrag gekündigt',
    );
    expect(description(within(form).getByLabelText('Grund der Ablehnung'))).toBe(
      'Ihr Kunde sieht diese Notiz. Der Grund ist zu kurz.',
    );
    fireEvent.click(save);
    expect(await screen.findByText('Der neue Stand wurde gespeichert.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { status: 'abgelehnt', notiz: 'Vertrag gekündigt' },
      { status: 'abgelehnt', notiz: 'Vertrag gekündigt' },
    ]);
    expect(await within(allianz).findByText('Begründung des Versicherers: Vertrag gekündigt')).toBeTruthy();
    expect(within(allianz).queryByRole('form')).toBeNull();
    // The contract is decided: the focus goes to its transfer's heading, not to the page's start.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 3, name: 'Max Mustermann' })),
    );
  });
});
