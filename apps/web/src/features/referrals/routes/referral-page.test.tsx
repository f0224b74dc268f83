import { resolveFeatures } from '@kundenportal/domain/account/config-flags';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { demoUser, mockFetch } from '../../../test/fetch-mock';
import { renderRoutes, toastTexts } from '../../../test/render-routes';
import { ReferralPage } from './referral-page';

const URL = 'https://portal.example/#/intro/registrierung?empfehlung=AbCdEfGhIjKlMnOpQrStUv';
const voucherTypes = [
  { type: 'amazon', displayName: 'Amazon-Gutschein', display: { background: 'dark', card: true } },
  { type: 'paypal', displayName: 'PayPal-Guthaben', display: { background: 'yellow', card: true } },
];
const payments = [
  {
    amount: 25,
    bonus: 0,
    voucherType: 'amazon',
    paidAt: '2026-08-01T10:00:00Z',
    interessent: { vorname: 'Lena', name: 'Schulz' },
  },
  {
    amount: 25,
    bonus: 5,
    voucherType: 'paypal',
    paidAt: '2026-10-09T10:00:00Z',
    interessent: { vorname: 'Jonas', name: 'Weber' },
  },
];

function serve(overrides: Record<string, () => { status?: number; body?: unknown }> = {}) {
  return mockFetch({
    'GET /api/users/me': () => ({
      body: { user: demoUser({ features: resolveFeatures({ referrals: true }) }) },
    }),
    'GET /api/users/slug/url': () => ({ body: { url: URL } }),
    'GET /api/users/referrals/tiers': () => ({
      body: {
        tiers: [
          { value: 25, ab: 1 },
          { value: 50, ab: 3 },
        ],
      },
    }),
    'GET /api/users/referrals/share-text': () => ({ body: { text: `Schau es Dir an: ${URL}` } }),
    'GET /api/users/referrals/payments': () => ({ body: { payments } }),
    'GET /api/users/referrals/voucher-types': () => ({ body: { voucherTypes } }),
    'GET /api/users/referrals': () => ({
      body: {
        referrals: [
          {
            id: 3,
            vorname: 'Sophie',
            name: 'Braun',
            status: 'registriert',
            registriert_am: '2026-11-17T10:00:00Z',
            bestaetigt_am: null,
            auszahlung: null,
          },
        ],
      },
    }),
    ...overrides,
  });
}

const renderPage = () =>
  renderRoutes(
    [{ path: '/app/berater/weiterempfehlung', Component: ReferralPage }],
    '/app/berater/weiterempfehlung',
  );

beforeEach(() => setToken('jwt'));
afterEach(() => vi.unstubAllGlobals());

describe('referral page', () => {
  it('has three steps with two tiers, the link last; copying says so', async () => {
    serve();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage();
    expect(await screen.findByText('Schritt 1 von 3')).toBeTruthy();
    expect(
      await screen.findByText('Für jede erfolgreiche Empfehlung erhältst Du einen Gutschein über 25,00 €.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByText('ab der 3. Empfehlung: 50,00 €')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(((await screen.findByLabelText('Dein persönlicher Link')) as HTMLInputElement).value).toBe(URL);
    fireEvent.click(screen.getByRole('button', { name: 'Link kopieren' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Der Link wurde in die Zwischenablage kopiert.']));
    expect(writeText).toHaveBeenCalledWith(URL);
    expect(screen.getByText('Sophie Braun')).toBeTruthy();
  });

  it('has two steps with one tier', async () => {
    serve({ 'GET /api/users/referrals/tiers': () => ({ body: { tiers: [{ value: 25, ab: 1 }] } }) });
    renderPage();
    expect(await screen.findByText('Schritt 1 von 2')).toBeTruthy();
  });

  it('shares through the device dialog, else opens the sheet with WhatsApp, e-mail and SMS', async () => {
    serve();
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderPage();
    await screen.findByText('Schritt 1 von 3');
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Teilen' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: 'Weiterempfehlen',
        text: `Schau es Dir an: ${URL}`,
        url: URL,
      }),
    );
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    fireEvent.click(screen.getByRole('button', { name: 'Teilen' }));
    const sheet = await screen.findByRole('dialog', { name: 'Teilen über' });
    expect(within(sheet).getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Schau es Dir an: ${URL}`)}`,
    );
    expect(within(sheet).getByRole('link', { name: 'E-Mail' }).getAttribute('href')).toMatch(
      /^mailto:\?subject=Weiterempfehlen&body=/,
    );
    expect(within(sheet).getByRole('link', { name: 'SMS' }).getAttribute('href')).toMatch(/^sms:\?&body=/);
  });

  it('lists the payouts newest first as amount plus bonus, each voucher shown its way, and the total', async () => {
    serve();
    renderPage();
    await screen.findByText('Sophie Braun');
    fireEvent.click(await screen.findByRole('button', { name: 'Auszahlungen ansehen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deine Auszahlungen' });
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-voucher'))).toEqual(['paypal', 'amazon']);
    expect(within(items[0] as HTMLElement).getByText('30,00 €')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('inkl. 5,00 € Bonus')).toBeTruthy();
    expect(items[0]?.className).toMatch(/card/);
    expect(items[0]?.className).toMatch(/yellow/);
    expect(items[1]?.className).toMatch(/dark/);
    expect(within(dialog).getByText('Insgesamt ausgezahlt: 55,00 €')).toBeTruthy();
  });

  it('shows the voucher hint until it is hidden, then not on the next visit either', async () => {
    serve();
    const first = renderPage();
    await screen.findByText('Sophie Braun');
    const hint = screen.getByRole('note');
    expect(within(hint).getByText('So kommt Dein Gutschein zu Dir')).toBeTruthy();
    fireEvent.click(within(hint).getByRole('button', { name: 'Nicht mehr anzeigen.' }));
    expect(screen.queryByRole('note')).toBeNull();
    first.unmount();

    renderPage();
    await screen.findByText('Sophie Braun');
    expect(screen.queryByText('So kommt Dein Gutschein zu Dir')).toBeNull();
  });

  it('answers the frequent questions one at a time, below the referrals', async () => {
    serve();
    renderPage();
    const faq = await screen.findByRole('region', { name: 'Häufige Fragen' });
    const referrals = screen.getByRole('region', { name: 'Deine Empfehlungen' });
    expect(referrals.compareDocumentPosition(faq) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const questions = within(faq).getAllByRole('button');
    expect(questions.map((question) => question.textContent)).toEqual([
      'Wen kann ich empfehlen?',
      'Wann bekomme ich meinen Gutschein?',
      'Welche Gutscheine gibt es?',
      'Was hat die Person davon, die ich empfehle?',
      'Was geschieht mit meinen Daten und denen meiner Kontakte?',
    ]);
    const answers = () =>
      within(faq)
        .queryAllByRole('region')
        .map((answer) => answer.textContent);
    expect(answers()).toEqual([]);
    fireEvent.click(within(faq).getByRole('button', { name: 'Wann bekomme ich meinen Gutschein?' }));
    expect(answers()).toEqual([expect.stringMatching(/Sobald Dein Berater sie bestätigt hat/)]);
    fireEvent.click(within(faq).getByRole('button', { name: 'Welche Gutscheine gibt es?' }));
    expect(answers()).toEqual([expect.stringMatching(/Amazon-Gutschein, als PayPal-Guthaben/)]);
  });

  it("shows the spec's texts when the link, the tiers or the voucher types cannot be fetched", async () => {
    const fail = () => ({ status: 500, body: { error: 'internal_error' } });
    serve({
      'GET /api/users/slug/url': fail,
      'GET /api/users/referrals/tiers': fail,
      'GET /api/users/referrals/voucher-types': fail,
    });
    renderPage();
    await waitFor(() =>
      expect(toastTexts()).toEqual(
        expect.arrayContaining([
          'Fehler beim Abrufen des Empfehlungslinks.',
          'Fehler beim Abrufen der Auszahlungshöhen.',
          'Fehler beim Abrufen der Auszahlungsmöglichkeiten.',
        ]),
      ),
    );
  });
});
