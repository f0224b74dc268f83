import type { Agency } from '@kundenportal/domain/workspace/agency';
import { AGENCY_LOG_LIMIT, type AuditEntry } from '@kundenportal/domain/workspace/audit-log';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../lib/storage';
import { mockFetch } from '../test/fetch-mock';
import { adviserProfile } from '../test/workspace-fixtures';
import { App } from './app';
import { queryClient } from './query-client';
import { router } from './router';

/** The agency's own change log on `#/berater/agentur` (issue 14): every action in German, fresh after a save. */
beforeEach(() => {
  queryClient.clear();
  setToken(null);
  setToken('adviser-jwt', 'adviser');
});

const agency: Agency = {
  id: 1,
  profile: {
    anrede: 'Herr',
    vorname: 'Thomas',
    name: 'Berger',
    firma: 'Berger Versicherungsmakler GmbH',
    email: 'thomas.berger@berger-makler.example',
    phone: '',
    mobile: '',
    address: '',
    addressnumber: '',
    streetcode: '80802',
    city: 'München',
    registernummer: '',
    vermittlerstatus: '',
    ihk: '',
  },
  branding: {},
  logo: null,
  photo: false,
  legal: {
    nutzungsbedingungen: { markdown: null, version: '1' },
    datenschutz: { markdown: null, version: '1' },
  },
};

const at = '2026-11-20T08:05:00.000Z';
const entry = (id: number, action: string, changes: AuditEntry['changes'] = []): AuditEntry => ({
  id,
  at,
  adviserName: 'Sonja Keller',
  action,
  changes,
});

function server(entries: () => AuditEntry[]) {
  let current = agency;
  return mockFetch({
    'GET /api/berater/me': () => ({ body: adviserProfile }),
    'GET /api/berater/eingang': () => ({ body: { categories: [], chatUnread: 0 } }),
    'GET /api/berater/agentur': () => ({ body: current }),
    'GET /api/berater/agentur/protokoll': () => ({ body: { entries: entries() } }),
    'PUT /api/berater/agentur/marke': (call) => {
      current = { ...current, branding: (call.body as { tokens: Agency['branding'] }).tokens };
      return { body: current };
    },
  });
}

async function openLog() {
  await router.navigate('/berater/agentur');
  render(<App />);
  return screen.findByRole('region', { name: 'Änderungsprotokoll der Agentur' }, { timeout: 5000 });
}

describe("the agency's change log", () => {
  it('names every action and change of the agency in German', async () => {
    server(() => [
      entry(8, 'agency_profile_changed', [
        { key: 'profile.city', before: 'München', after: 'Hamburg' },
        { key: 'profile.firma', before: 'Berger GmbH', after: null },
        { key: 'profile.phone', before: null, after: '+49 40 1234' },
      ]),
      entry(7, 'agency_brand_changed', [
        { key: 'brand.primary', before: '#0b4f8a', after: '#0a3d62' },
        { key: 'brand.surface', before: '#ffffff', after: '#f4f4f4' },
        { key: 'brand.font', before: 'system', after: 'serif' },
        { key: 'brand.radius', before: 8, after: 12 },
      ]),
      entry(6, 'agency_logo_changed'),
      entry(5, 'agency_photo_changed'),
      entry(4, 'agency_legal_changed', [{ key: 'legal.datenschutz', before: null, after: 'a1b2c3d4e5f6' }]),
      entry(3, 'agency_legal_changed', [
        { key: 'legal.nutzungsbedingungen', before: 'ffee01ffee01', after: null },
      ]),
      entry(2, 'referral_tiers_changed', [
        {
          key: 'tiers',
          before: [],
          after: [
            { minCount: 1, valueCents: 2500 },
            { minCount: 3, valueCents: 5000 },
          ],
        },
      ]),
      entry(1, 'form_published', [{ key: 'form.vollmacht', before: 1, after: 2 }]),
      entry(0, 'form_published', [{ key: 'form.beratungsprotokoll', before: null, after: 1 }]),
    ]);
    const log = await openLog();
    expect(await within(log).findByText(/· Sonja Keller · Kontaktdaten geändert$/)).toBeTruthy();
    for (const text of [
      'Ort: München → Hamburg',
      'Firma: Berger GmbH → –',
      'Telefon: – → +49 40 1234',
      'Hauptfarbe: #0b4f8a → #0a3d62',
      'Flächen: #ffffff → #f4f4f4',
      'Schriftart: System → Serifen',
      'Eckenradius in Pixeln: 8 → 12',
      'Datenschutzhinweise: Standardtext → eigener Text (Version a1b2c3d4e5f6)',
      'Nutzungsbedingungen: eigener Text (Version ffee01ffee01) → Standardtext',
      'Auszahlungsstufen: keine Stufen → ab 1 Empfehlung: 25,00 €; ab 3 Empfehlungen: 50,00 €',
      'Formular „vollmacht“: Version 1 → Version 2',
      'Formular „beratungsprotokoll“: Version 1',
    ])
      expect(within(log).getByText(text), text).toBeTruthy();
    for (const action of [
      'Farben und Schrift geändert',
      'Neues Logo hochgeladen',
      'Neues Foto hochgeladen',
      'Auszahlungsstufen geändert',
    ])
      expect(within(log).getByText(new RegExp(`· Sonja Keller · ${action}$`)), action).toBeTruthy();
    expect(within(log).getAllByText(/· Sonja Keller · Rechtstext geändert$/)).toHaveLength(2);
    expect(within(log).getAllByText(/· Sonja Keller · Formular veröffentlicht$/)).toHaveLength(2);
    expect(within(log).queryByText(/Gezeigt werden/)).toBeNull();
  });

  it('says when nothing was changed yet, and that only the newest entries are shown', async () => {
    let entries: AuditEntry[] = [];
    server(() => entries);
    const log = await openLog();
    expect(await within(log).findByText('Noch keine Änderungen an der Agentur.')).toBeTruthy();
    entries = Array.from({ length: AGENCY_LOG_LIMIT }, (_, n) => entry(n, 'agency_logo_changed'));
    await queryClient.invalidateQueries();
    expect(
      await within(log).findByText(`Gezeigt werden die neuesten ${AGENCY_LOG_LIMIT} Einträge.`),
    ).toBeTruthy();
  });

  it('shows the new entry after the colours are saved', async () => {
    let entries: AuditEntry[] = [];
    const { calls } = server(() => entries);
    const log = await openLog();
    expect(await within(log).findByText('Noch keine Änderungen an der Agentur.')).toBeTruthy();
    const brand = screen.getByRole('region', { name: 'Logo, Foto und Farben' });
    fireEvent.change(within(brand).getByLabelText('Hauptfarbe'), { target: { value: '#0a3d62' } });
    entries = [
      entry(1, 'agency_brand_changed', [{ key: 'brand.primary', before: '#0b4f8a', after: '#0a3d62' }]),
    ];
    fireEvent.click(within(brand).getByRole('button', { name: 'Farben speichern' }));
    expect(await within(log).findByText('Hauptfarbe: #0b4f8a → #0a3d62')).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/berater/agentur/protokoll')).toHaveLength(2),
    );
  });
});
