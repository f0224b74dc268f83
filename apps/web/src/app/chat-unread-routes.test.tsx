import { resolveConfig } from '@kundenportal/domain/account/config-flags';
import { chatUnreadTexts } from '@kundenportal/domain/texts/chat-unread';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../lib/storage';
import { demoUser, mockFetch } from '../test/fetch-mock';
import { App } from './app';
import { queryClient } from './query-client';
import { router } from './router';

/**
 * Issue 27 item 11: an adviser's message that arrives while the customer is elsewhere in the app shows as
 * a badge on the menu button and the 'Chat' entry, and on the adviser page's messages entry — live from
 * the customer's chat stream. Without the chat (nachrichten off) none of it, and nothing is asked.
 */
beforeEach(() => {
  queryClient.clear();
});

const sse = (...events: string[]) => new TextEncoder().encode(['retry: 60000\n', ...events].join('\n'));
const incoming = {
  id: 5,
  sender: 'adviser',
  author: 'Anna Berater',
  text: 'Neu',
  attachments: [],
  createdAt: '2026-11-20T09:15:00.000Z',
  readAt: null,
  customerId: 1,
};

describe('unread adviser messages in the app', () => {
  it('shows the count on the menu button, the Chat entry and the adviser page once a message arrives', async () => {
    setToken('jwt');
    let asked = 0;
    mockFetch({
      'GET /api/users/me': () => ({
        body: { user: demoUser({ config: resolveConfig({ nachrichten: true }) }) },
      }),
      // Before the stream's message: nothing unread; after it: two.
      'GET /api/chat/ungelesen': () => ({ body: { unread: asked++ === 0 ? 0 : 2 } }),
      'GET /api/chat/stream': () => ({
        body: sse(
          'event: ready\ndata: {"lastId":4}\n',
          `id: 5\nevent: message\ndata: ${JSON.stringify(incoming)}\n`,
          '',
        ),
      }),
    });
    await router.navigate('/app/berater/info');
    render(<App />);

    const menu = await screen.findByRole('button', {
      name: `${uiTexts.menu} (${chatUnreadTexts.unread(2)})`,
    });
    expect(within(menu).getByText('2')).toBeTruthy();
    expect(await screen.findByText(chatUnreadTexts.unread(2), { selector: 'strong' })).toBeTruthy();
    expect(screen.getByRole('link', { name: chatUnreadTexts.entryLink }).getAttribute('href')).toBe(
      '#/app/berater/kontakt',
    );

    fireEvent.click(menu);
    const navigation = screen.getByRole('navigation', { name: uiTexts.mainNavigation });
    expect(
      within(navigation).getByRole('link', { name: `Chat (${chatUnreadTexts.unread(2)})` }),
    ).toBeTruthy();
  });

  it('shows no badge and no chat entry, and asks nothing, with nachrichten off', async () => {
    setToken('jwt');
    const { calls } = mockFetch({
      'GET /api/users/me': () => ({
        body: { user: demoUser({ config: resolveConfig({ nachrichten: false }) }) },
      }),
    });
    await router.navigate('/app/berater/info');
    render(<App />);
    const menu = await screen.findByRole('button', { name: uiTexts.menu });
    await screen.findByRole('heading', { level: 1, name: uiTexts.adviserHeading });
    expect(screen.queryByRole('heading', { name: chatUnreadTexts.entryHeading })).toBeNull();
    fireEvent.click(menu);
    const navigation = screen.getByRole('navigation', { name: uiTexts.mainNavigation });
    expect(within(navigation).queryByRole('link', { name: /Chat/ })).toBeNull();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/users/me')).toBe(true));
    expect(calls.filter((call) => call.path.startsWith('/api/chat'))).toEqual([]);
  });
});
