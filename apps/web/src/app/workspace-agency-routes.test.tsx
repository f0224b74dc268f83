import type { Agency } from '@kundenportal/domain/workspace/agency';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../lib/storage';
import { mockFetch } from '../test/fetch-mock';
import { adviserProfile } from '../test/workspace-fixtures';
import { App } from './app';
import { queryClient } from './query-client';
import { router } from './router';

/** The agency's page (issue 14): contact data, brand with the contrast rule, legal texts with preview. */
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
    phone: '+49 89 1234567',
    mobile: '',
    address: 'Leopoldstraße',
    addressnumber: '42',
    streetcode: '80802',
    city: 'München',
    registernummer: 'D-4K2M-XE7QT-21',
    vermittlerstatus: 'makler',
    ihk: 'IHK für München und Oberbayern',
  },
  branding: { primary: '#1f5f4a' },
  logo: '/api/agents/1/logo?v=abc',
  photo: true,
  legal: {
    nutzungsbedingungen: { markdown: null, version: '1' },
    datenschutz: { markdown: '# Datenschutz\n\nEigener Text.', version: 'a1b2c3' },
  },
};

function server() {
  let current = agency;
  return mockFetch({
    'GET /api/berater/me': () => ({ body: adviserProfile }),
    'GET /api/berater/eingang': () => ({ body: { categories: [], chatUnread: 0 } }),
    'GET /api/berater/agentur': () => ({ body: current }),
    'GET /api/berater/agentur/protokoll': () => ({ body: { entries: [] } }),
    'PUT /api/berater/agentur': (call) => {
      current = { ...current, profile: call.body as Agency['profile'] };
      return { body: current };
    },
    'PUT /api/berater/agentur/marke': (call) => {
      current = { ...current, branding: (call.body as { tokens: Agency['branding'] }).tokens };
      return { body: current };
    },
    'PUT /api/berater/agentur/rechtstexte/nutzungsbedingungen': (call) => {
      const { markdown } = call.body as { markdown: string | null };
      current = {
        ...current,
        legal: { ...current.legal, nutzungsbedingungen: { markdown, version: 'ffee01' } },
      };
      return { body: current };
    },
  });
}

describe('the agency page', () => {
  it('saves the contact data after checking them here', async () => {
    const { calls } = server();
    await router.navigate('/berater/agentur');
    render(<App />);
    const form = await screen.findByRole('form', { name: 'Kontaktdaten' }, { timeout: 5000 });
    fireEvent.change(within(form).getByLabelText('PLZ'), { target: { value: '123' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Kontaktdaten speichern' }));
    expect(await within(form).findByText('Bitte geben Sie eine fünfstellige Postleitzahl ein.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.change(within(form).getByLabelText('PLZ'), { target: { value: '80333' } });
    fireEvent.change(within(form).getByLabelText('Anrede'), { target: { value: 'Frau' } });
    // The imprint's broker status and chamber (issue 27).
    fireEvent.change(within(form).getByLabelText('Status als Vermittler'), { target: { value: 'gebunden' } });
    fireEvent.change(within(form).getByLabelText('Zuständige IHK'), { target: { value: 'IHK Schwaben' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Kontaktdaten speichern' }));
    expect(await screen.findByText('Die Kontaktdaten wurden gespeichert.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      streetcode: '80333',
      anrede: 'Frau',
      vermittlerstatus: 'gebunden',
      ihk: 'IHK Schwaben',
    });
  });

  it('refuses unreadable colours before sending, saves readable ones, and shows the logo', async () => {
    const { calls } = server();
    await router.navigate('/berater/agentur');
    render(<App />);
    const brand = await screen.findByRole('region', { name: 'Logo, Foto und Farben' }, { timeout: 5000 });
    expect(within(brand).getByRole('img', { name: 'Ihr Logo' }).getAttribute('src')).toBe(
      '/api/agents/1/logo?v=abc',
    );
    expect((within(brand).getByLabelText('Hauptfarbe') as HTMLInputElement).value).toBe('#1f5f4a');
    fireEvent.change(within(brand).getByLabelText('Hauptfarbe'), { target: { value: '#eeeeee' } });
    expect(await within(brand).findAllByText(/Kontrast zwischen/)).not.toHaveLength(0);
    fireEvent.click(within(brand).getByRole('button', { name: 'Farben speichern' }));
    expect(calls.some((call) => call.path === '/api/berater/agentur/marke')).toBe(false);
    fireEvent.change(within(brand).getByLabelText('Hauptfarbe'), { target: { value: '#0a3d62' } });
    await waitFor(() => expect(within(brand).queryByText(/Kontrast zwischen/)).toBeNull());
    fireEvent.click(within(brand).getByRole('button', { name: 'Farben speichern' }));
    expect(await screen.findByText('Die Farben wurden gespeichert.')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/berater/agentur/marke')?.body).toEqual({
      tokens: { primary: '#0a3d62' },
    });
  });

  it('saves an own legal text and previews it as the customer sees it', async () => {
    const { calls } = server();
    await router.navigate('/berater/agentur');
    render(<App />);
    const legal = await screen.findByRole('region', { name: 'Rechtstexte' }, { timeout: 5000 });
    const terms = within(legal).getByRole('form', { name: 'Nutzungsbedingungen' });
    expect(within(terms).getByText('Standardtext des Portals')).toBeTruthy();
    const text = '# Bedingungen\n\n<img src=x onerror=alert(1)> Es gilt **deutsches Recht**.';
    fireEvent.change(within(terms).getByLabelText('Nutzungsbedingungen'), { target: { value: text } });
    fireEvent.click(within(terms).getByRole('button', { name: 'Vorschau zeigen' }));
    // Rendered by MarkdownView (its sanitising is tested in Chromium, e2e/shell/markdown-sanitising.spec.ts:
    // happy-dom keeps what DOMPurify drops).
    expect(within(terms).getByText('deutsches Recht').tagName).toBe('STRONG');
    fireEvent.click(within(terms).getByRole('button', { name: 'Text speichern' }));
    expect(
      await screen.findByText('Der Text wurde gespeichert. Ihre Kunden sehen ihn ab sofort.'),
    ).toBeTruthy();
    expect(
      calls.find((call) => call.method === 'PUT' && call.path.endsWith('/nutzungsbedingungen'))?.body,
    ).toEqual({
      markdown: text,
    });
    expect(await within(terms).findByText('Eigener Text · Version ffee01')).toBeTruthy();
  });
});
