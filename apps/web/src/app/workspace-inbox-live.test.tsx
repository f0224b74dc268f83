import { INBOX_CATEGORIES, type InboxSummary } from '@kundenportal/domain/workspace/inbox';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../lib/storage';
import { mockFetch } from '../test/fetch-mock';
import { adviserProfile as profile } from '../test/workspace-fixtures';
import { App } from './app';
import { queryClient } from './query-client';
import { router } from './router';

/**
 * Issue 27 item 10: the workspace keeps the agency's stream open; an `inbox` event (or a customer's message)
 * reads the counts and the chats again at once, so the badge and the list show the same, without polling.
 */
beforeEach(() => {
  queryClient.clear();
  setToken(null);
  setToken('adviser-jwt', 'adviser');
});

const summary = (chatUnread: number, anfrage: number): InboxSummary => ({
  categories: INBOX_CATEGORIES.map((kategorie) => ({
    kategorie,
    unread: kategorie === 'anfrage' ? anfrage : 0,
    total: 5,
  })),
  chatUnread,
});

const sse = (...events: string[]) => new TextEncoder().encode(['retry: 60000\n', ...events].join('\n'));

describe('the live inbox', () => {
  it('reads the counts and the chats again when the stream says the inbox changed', {
    timeout: 15_000,
  }, async () => {
    let summaries = 0;
    let lists = 0;
    const { calls } = mockFetch({
      'GET /api/berater/me': () => ({ body: profile }),
      // First nothing new; after the stream's events one chat message and one enquiry.
      'GET /api/berater/eingang': () => ({ body: summaries++ === 0 ? summary(0, 0) : summary(1, 1) }),
      'GET /api/berater/chat': () => ({
        body: {
          conversations: [
            {
              customerId: 10,
              name: 'Max Mustermann',
              unread: lists++ === 0 ? 0 : 1,
              lastMessageAt: '2026-11-20T09:15:00.000Z',
              lastText: 'Neu',
            },
          ],
        },
      }),
      'GET /api/berater/chat/stream': () => ({
        body: sse('event: ready\ndata: {"lastId":0}\n', 'event: inbox\ndata: {}\n', ''),
      }),
    });
    await router.navigate('/berater/eingang/chat');
    render(<App />);
    expect(
      await screen.findByRole('link', { name: 'Eingang (2 ungelesene Einträge)' }, { timeout: 5000 }),
    ).toBeTruthy();
    const categories = screen.getByRole('navigation', { name: 'Kategorien' });
    expect(within(categories).getByRole('link', { name: 'Chats (1 ungelesen)' })).toBeTruthy();
    expect(await screen.findByText('1 ungelesene Nachricht')).toBeTruthy();
    // No polling: the summary was read once at the start and once for the event.
    expect(calls.filter((call) => call.path === '/api/berater/eingang')).toHaveLength(2);
  });
});
