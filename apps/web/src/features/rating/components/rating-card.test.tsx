import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/storage';
import { mockFetch } from '../../../test/fetch-mock';
import { fill, renderRoutes, toastTexts } from '../../../test/render-routes';
import { RatingCard } from './rating-card';

const PLAY = 'https://play.example.com/store/apps/details?id=de.example.kundenportal';
const IOS = 'https://apps.example.com/ios/kundenportal';

function server(
  prompt: boolean,
  storeLinks = { ios: null as string | null, android: PLAY as string | null },
) {
  return mockFetch({
    'GET /api/rating': () => ({ body: { prompt, storeLinks } }),
    'POST /api/rating': (call) => ({
      status: 201,
      body: { rating: { text: null, ...(call.body as object) } },
    }),
    'POST /api/rating/dismiss': () => ({ status: 204 }),
  });
}

function renderCard() {
  return renderRoutes(
    [
      {
        path: '/app/seite',
        element: (
          <main tabIndex={-1}>
            <h1>Seite</h1>
            <RatingCard />
          </main>
        ),
      },
    ],
    '/app/seite',
  );
}

beforeEach(() => {
  setToken('session-token');
});

describe('RatingCard', () => {
  it('shows nothing while the server does not ask', async () => {
    const { calls } = server(false);
    renderCard();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/rating')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Wie gefällt Dir die App?' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Seite' })).toBeTruthy();
  });

  it('asks for 1 to 5 stars in a labelled radio group and an optional text with its count', async () => {
    server(true);
    renderCard();
    const card = await screen.findByRole('region', { name: 'Wie gefällt Dir die App?' });
    const group = screen.getByRole('group', { name: 'Deine Bewertung' });
    expect(card.contains(group)).toBe(true);
    const radios = screen.getAllByRole('radio');
    expect(
      radios.map((radio) => radio.getAttribute('aria-label') ?? radio.closest('label')?.textContent),
    ).toEqual(['1 Stern', '2 Sterne', '3 Sterne', '4 Sterne', '5 Sterne']);
    for (const name of ['1 Stern', '2 Sterne', '5 Sterne'])
      expect(screen.getByRole('radio', { name })).toBeTruthy();
    const text = screen.getByLabelText('Was können wir besser machen? (optional)');
    expect(text.getAttribute('maxlength')).toBe('2000');
    expect(text.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('0 von 2000 Zeichen')).toBeTruthy();
    fill('Was können wir besser machen? (optional)', 'Mehr Tipps');
    expect(screen.getByText('10 von 2000 Zeichen')).toBeTruthy();
  });

  it('refuses to send without stars, at the stars, and sends nothing', async () => {
    const { calls } = server(true);
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Bewertung senden' }));
    expect(await screen.findByText('Bitte wähle 1 bis 5 Sterne.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1 Stern' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends the stars and the text, then thanks and links only the configured stores', async () => {
    const { calls } = server(true);
    renderCard();
    fireEvent.click(await screen.findByRole('radio', { name: '4 Sterne' }));
    expect((screen.getByRole('radio', { name: '4 Sterne' }) as HTMLInputElement).checked).toBe(true);
    fill('Was können wir besser machen? (optional)', '  Ein Dunkelmodus wäre schön. ');
    fireEvent.click(screen.getByRole('button', { name: 'Bewertung senden' }));

    const thanks = await screen.findByRole('heading', { name: 'Danke für Deine Bewertung!' });
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/rating',
      body: { stars: 4, text: 'Ein Dunkelmodus wäre schön.' },
    });
    const play = screen.getByRole('link', { name: /Bei Google Play bewerten/ });
    expect(play.getAttribute('href')).toBe(PLAY);
    expect(play.getAttribute('target')).toBe('_blank');
    expect(play.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('link', { name: /App Store/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bewertung senden' })).toBeNull();
  });

  it('thanks without store links when none is configured, and with both when both are', async () => {
    server(true, { ios: null, android: null });
    renderCard();
    fireEvent.click(await screen.findByRole('radio', { name: '5 Sterne' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bewertung senden' }));
    await screen.findByRole('heading', { name: 'Danke für Deine Bewertung!' });
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.queryByText('Magst Du die App auch im Store bewerten?')).toBeNull();
  });

  it('links both stores when both are configured', async () => {
    server(true, { ios: IOS, android: PLAY });
    renderCard();
    fireEvent.click(await screen.findByRole('radio', { name: '2 Sterne' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bewertung senden' }));
    await screen.findByRole('heading', { name: 'Danke für Deine Bewertung!' });
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([IOS, PLAY]);
  });

  it('"Nicht jetzt" takes the card away at once, tells the server and gives the focus back to the page', async () => {
    const { calls } = server(true);
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Nicht jetzt' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Wie gefällt Dir die App?' })).toBeNull(),
    );
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/rating/dismiss')).toBe(true);
    expect(document.activeElement?.tagName).toBe('MAIN');
  });

  it("shows the server's 422 at its field", async () => {
    mockFetch({
      'GET /api/rating': () => ({ body: { prompt: true, storeLinks: { ios: null, android: null } } }),
      'POST /api/rating': () => ({
        status: 422,
        body: { error: 'validation_failed', errors: ['text=>Bitte gib höchstens 2000 Zeichen ein.'] },
      }),
    });
    renderCard();
    fireEvent.click(await screen.findByRole('radio', { name: '3 Sterne' }));
    fill('Was können wir besser machen? (optional)', 'Zu lang');
    fireEvent.click(screen.getByRole('button', { name: 'Bewertung senden' }));
    expect(await screen.findByText('Bitte gib höchstens 2000 Zeichen ein.')).toBeTruthy();
    const text = screen.getByLabelText('Was können wir besser machen? (optional)');
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(toastTexts()).toEqual([]);
  });
});
