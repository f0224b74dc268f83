import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../lib/storage';
import { mockFetch } from '../test/fetch-mock';
import { renderRoutes } from '../test/render-routes';
import { DeferredRating, RATING_IDLE_DELAY_MS } from './deferred-rating';

beforeEach(() => {
  setToken('session-token');
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('DeferredRating', () => {
  it('asks for the rating only after the page has settled, and shows the card after the page', async () => {
    const { calls } = mockFetch({
      'GET /api/rating': () => ({ body: { prompt: true, storeLinks: { ios: null, android: null } } }),
    });
    renderRoutes(
      [
        {
          path: '/app/seite',
          element: (
            <main>
              <button type="button">Speichern</button>
              <DeferredRating />
            </main>
          ),
        },
      ],
      '/app/seite',
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RATING_IDLE_DELAY_MS - 100);
    });
    expect(calls.filter((call) => call.path === '/api/rating')).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000);
    });
    const card = await screen.findByRole('region', { name: 'Wie gefällt Dir die App?' });
    expect(calls.filter((call) => call.path === '/api/rating')).toHaveLength(1);
    const page = screen.getByRole('button', { name: 'Speichern' });
    // In the flow after the page's own controls, never before or over them.
    expect(page.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
