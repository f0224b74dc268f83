import {
  testAgencyTransfer,
  testTransferContract,
} from '@kundenportal/domain/bestandsuebertragung/transfer-examples';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/storage';
import { mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render-routes';
import { CustomerTransfers } from './customer-transfers';
import { InsurerSettingsSection } from './insurer-settings-section';
import { TransferCard } from './transfer-card';

beforeEach(() => setToken('adviser-jwt', 'adviser'));

describe('one customer’s transfers on the household page', () => {
  it('lists that customer’s transfers (the board’s, narrowed by the server) with each contract’s status', async () => {
    const { calls } = mockFetch({
      'GET /api/berater/bestandsuebertragungen': () => ({
        body: {
          transfers: [
            testAgencyTransfer({
              id: 1,
              customer: { id: 11, name: 'Max Mustermann' },
              contracts: [
                testTransferContract(),
                testTransferContract({
                  contractId: 2,
                  nummer: 'PH-1',
                  status: 'abgelehnt',
                  datum: '2026-11-02',
                }),
                testTransferContract({
                  contractId: 3,
                  nummer: 'KH-2',
                  status: 'bestaetigt',
                  datum: '2027-01-01',
                  erfasstAm: '2026-11-20',
                }),
              ],
            }),
          ],
        },
      }),
    });
    renderRoutes([{ path: '/kunde', element: <CustomerTransfers customerId={11} /> }], '/kunde');
    const section = await screen.findByRole('region', { name: 'Bestandsübertragungen des Kunden' });
    expect(await within(section).findByText('angefragt am 02.10.2026')).toBeTruthy();
    expect(within(section).getByText('Maklermandat · Wartet auf Antwort')).toBeTruthy();
    expect(
      within(section).getByText('HUK-COBURG · Nr. KH 4711 0815 · an Versicherer gesendet am 05.10.2026'),
    ).toBeTruthy();
    expect(within(section).getByText('HUK-COBURG · Nr. PH-1 · abgelehnt am 02.11.2026')).toBeTruthy();
    // A confirmation names the day it was recorded and the broker's start (ADR 189).
    expect(
      within(section).getByText('HUK-COBURG · Nr. KH-2 · bestätigt am 20.11.2026 · betreut ab 01.01.2027'),
    ).toBeTruthy();
    expect(calls.map((call) => call.search)).toEqual(['?kunde=11']);
    expect(
      within(section).getByRole('link', { name: 'Zur Übersicht der Bestandsübertragungen' }),
    ).toBeTruthy();
  });

  it('names the Berlin day of the request on the board and the household page, as the server and the letter do', async () => {
    // 23:30 UTC is already the next day in Berlin (the browser's zone — UTC here — would say the 29th).
    const late = testAgencyTransfer({ createdAt: '2026-11-29T23:30:00.000Z' });
    mockFetch({ 'GET /api/berater/bestandsuebertragungen': () => ({ body: { transfers: [late] } }) });
    renderRoutes(
      [
        {
          path: '/kunde',
          element: (
            <>
              <CustomerTransfers customerId={11} />
              <ul aria-label="Board">
                <TransferCard transfer={late} />
              </ul>
            </>
          ),
        },
      ],
      '/kunde',
    );
    const section = await screen.findByRole('region', { name: 'Bestandsübertragungen des Kunden' });
    expect(await within(section).findByText('angefragt am 30.11.2026')).toBeTruthy();
    const card = screen.getByRole('list', { name: 'Board' });
    expect(within(card).getByText(/^angefragt am 30\.11\.2026 · /)).toBeTruthy();
  });

  it('names a withdrawn transfer’s withdrawal and its Berlin day, not its contracts’ request', async () => {
    const withdrawn = testAgencyTransfer({
      status: 'zurueckgezogen',
      level: 'datenauskunft',
      state: 'erledigt',
      zurueckgezogenAt: '2026-11-29T23:30:00.000Z',
      contracts: [testTransferContract({ status: 'beantragt', datum: '2026-11-20', gesendetAm: null })],
    });
    mockFetch({ 'GET /api/berater/bestandsuebertragungen': () => ({ body: { transfers: [withdrawn] } }) });
    renderRoutes(
      [
        {
          path: '/kunde',
          element: (
            <>
              <CustomerTransfers customerId={11} />
              <ul aria-label="Board">
                <TransferCard transfer={withdrawn} />
              </ul>
            </>
          ),
        },
      ],
      '/kunde',
    );
    const section = await screen.findByRole('region', { name: 'Bestandsübertragungen des Kunden' });
    expect(await within(section).findByText('Nur Datenauskunft · zurückgezogen am 30.11.2026')).toBeTruthy();
    expect(within(section).getByText('HUK-COBURG · Nr. KH 4711 0815')).toBeTruthy();
    expect(within(section).queryByText(/beantragt am|Erledigt/)).toBeNull();
    const card = screen.getByRole('list', { name: 'Board' });
    expect(within(card).getByText(/ · zurückgezogen am 30\.11\.2026$/)).toBeTruthy();
    expect(within(card).queryByText(/beantragt am/)).toBeNull();
  });

  it('names the household’s person a transfer is for where it is not the account holder (ADR 183)', async () => {
    const maria = testAgencyTransfer({ id: 1, person: { id: 2, name: 'Maria Muster' } });
    const own = testAgencyTransfer({ id: 2 });
    mockFetch({ 'GET /api/berater/bestandsuebertragungen': () => ({ body: { transfers: [maria, own] } }) });
    renderRoutes(
      [
        {
          path: '/kunde',
          element: (
            <>
              <CustomerTransfers customerId={11} />
              <ul aria-label="Board">
                <TransferCard transfer={maria} />
                <TransferCard transfer={own} />
              </ul>
            </>
          ),
        },
      ],
      '/kunde',
    );
    const section = await screen.findByRole('region', { name: 'Bestandsübertragungen des Kunden' });
    expect(
      await within(section).findByText('für Maria Muster · Maklermandat · Wartet auf Antwort'),
    ).toBeTruthy();
    expect(within(section).getAllByText(/Maklermandat · Wartet auf Antwort$/)).toHaveLength(2);
    const [forMaria, forMax] = within(screen.getByRole('list', { name: 'Board' })).getAllByRole('article');
    expect(within(forMaria as HTMLElement).getByText(/^für Maria Muster · angefragt am /)).toBeTruthy();
    expect(within(forMax as HTMLElement).queryByText(/^für /)).toBeNull();
  });

  it('says so when the customer has none', async () => {
    mockFetch({ 'GET /api/berater/bestandsuebertragungen': () => ({ body: { transfers: [] } }) });
    renderRoutes([{ path: '/kunde', element: <CustomerTransfers customerId={11} /> }], '/kunde');
    expect(
      await screen.findByText('Dieser Kunde hat noch keine Bestandsübertragung angefragt.'),
    ).toBeTruthy();
  });
});

describe('the agency’s settings per insurer', () => {
  it('shows the table’s address with its source and saves the agency’s own number', async () => {
    const { calls } = mockFetch({
      'GET /api/berater/versicherer-einstellungen': () => ({
        body: {
          insurers: [
            {
              versicherer: 'Allianz',
              entry: null,
              settings: {
                vermittlernummer: '',
                strasse: '',
                plz: '',
                ort: '',
                email: '',
                schadenhotline: '',
              },
              inTransfers: false,
            },
            {
              versicherer: 'HUK-COBURG',
              entry: {
                strasse: 'Bahnhofsplatz',
                plz: '96444',
                ort: 'Coburg',
                email: null,
                quelle: 'https://www.huk.de/impressum.html',
              },
              settings: {
                vermittlernummer: '',
                strasse: '',
                plz: '',
                ort: '',
                email: '',
                schadenhotline: '',
              },
              inTransfers: true,
            },
          ],
        },
      }),
      'PUT /api/berater/versicherer-einstellungen/HUK-COBURG': (call) => ({
        body: { insurer: { versicherer: 'HUK-COBURG', entry: null, settings: call.body, inTransfers: true } },
      }),
    });
    renderRoutes([{ path: '/agentur', element: <InsurerSettingsSection /> }], '/agentur');
    const section = await screen.findByRole('region', { name: 'Versicherer für Bestandsübertragungen' });
    expect(await within(section).findByText('96444 Coburg', { exact: false })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'https://www.huk.de/impressum.html' })).toBeTruthy();
    // The insurers of the agency's transfers come first, and the first of them is shown.
    const insurer = within(section).getByLabelText('Versicherer') as HTMLSelectElement;
    expect(insurer.value).toBe('HUK-COBURG');
    expect([...insurer.querySelectorAll('optgroup')].map((group) => group.label)).toEqual([
      'In Ihren Bestandsübertragungen',
      'Weitere Versicherer',
    ]);
    const number = within(section).getByLabelText('Ihre Vermittlernummer bei diesem Versicherer');
    fireEvent.change(number, { target: { value: 'HUK-4711' } });
    fireEvent.change(within(section).getByLabelText('E-Mail-Adresse für Maklerwechsel'), {
      target: { value: 'kein-mail' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Speichern' }));
    expect(await within(section).findByText(/gültige E-Mail-Adresse/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.change(within(section).getByLabelText('E-Mail-Adresse für Maklerwechsel'), {
      target: { value: '' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die Angaben zum Versicherer wurden gespeichert.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      vermittlernummer: 'HUK-4711',
      strasse: '',
      plz: '',
      ort: '',
      email: '',
      schadenhotline: '',
    });
  });
});
