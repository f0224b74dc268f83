import { resolveConfig } from '@kundenportal/domain/account/config-flags';
import type { ChatMessage } from '@kundenportal/domain/chat/chat';
import { chatTexts } from '@kundenportal/domain/texts/chat';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../lib/storage';
import { demoUser, mockFetch } from '../test/fetch-mock';
import { App } from './app';
import { queryClient } from './query-client';
import { router } from './router';

/**
 * The customer's chat at /app/berater/kontakt in the real app: the history from GET /api/chat, new
 * messages from the stream (read with fetch, token in the header), sending, read marks, and text that
 * stays text. The stream's answer ends after its events; `retry: 60000` keeps the client from coming
 * back during the test.
 */
beforeEach(() => {
  queryClient.clear();
});

const message = (id: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  sender: 'adviser',
  author: 'Anna Berater',
  text: `Nachricht ${id}`,
  attachments: [],
  createdAt: '2026-11-20T09:15:00.000Z',
  readAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const sse = (...events: string[]) => new TextEncoder().encode(['retry: 60000\n', ...events].join('\n'));
const user = demoUser({ config: resolveConfig({ nachrichten: true }) });

describe('the chat with the adviser', () => {
  it('shows the history with German times, hears new messages from the stream and sends', async () => {
    setToken('jwt');
    const { calls } = mockFetch({
      'GET /api/users/me': () => ({ body: { user } }),
      'GET /api/chat': () => ({
        body: {
          messages: [
            message(2, { sender: 'customer', author: 'Max Mustermann', text: 'Danke!', readAt: null }),
            message(1, { text: 'Hallo <b>Max</b>, siehe https://example.com/info und javascript:alert(1)' }),
          ],
          hasMore: false,
        },
      }),
      'GET /api/chat/stream': () => ({
        body: sse(
          `id: 3\nevent: message\ndata: ${JSON.stringify({ ...message(3, { text: 'Live aus dem Stream', readAt: null }), customerId: 1 })}\n`,
          `event: read\ndata: ${JSON.stringify({ customerId: 1, reader: 'adviser', upTo: 2, readAt: '2026-11-20T11:00:00.000Z' })}\n`,
          'event: ready\ndata: {"lastId":3}\n',
        ),
      }),
      'POST /api/chat/read': () => ({ body: { success: true } }),
      'POST /api/chat': (call) => ({
        status: 201,
        body: {
          message: message(4, {
            sender: 'customer',
            author: 'Max Mustermann',
            text: (call.body as { text: string }).text,
            readAt: null,
          }),
        },
      }),
    });
    await router.navigate('/app/berater/kontakt');
    render(<App />);
    expect(
      await screen.findByRole('heading', { level: 1, name: chatTexts.heading }, { timeout: 5000 }),
    ).toBeTruthy();
    const log = screen.getByRole('log', { name: chatTexts.historyLabel });
    expect(await within(log).findByText('Live aus dem Stream', {}, { timeout: 5000 })).toBeTruthy();

    // Markup stays text; only the web address is a link, opening outside the app.
    const first = within(log).getByText(/Hallo <b>Max<\/b>/);
    expect(first.querySelector('b')).toBeNull();
    const link = within(first).getByRole('link', { name: 'https://example.com/info' });
    expect(link.getAttribute('href')).toBe('https://example.com/info');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(within(first).getAllByRole('link')).toHaveLength(1);
    // HH:mm in the device's time zone.
    const hour = String(new Date('2026-11-20T09:15:00.000Z').getHours()).padStart(2, '0');
    expect(within(log).getAllByText(`${hour}:15`).length).toBeGreaterThan(0);
    // The read event marked the own message read.
    await waitFor(() => expect(within(log).getByText(chatTexts.read)).toBeTruthy());

    // The stream went out with the token in the header and resumed after the newest message it had.
    // (The layout's unread badge has a stream of its own, without an id: it only counts.)
    const streams = calls.filter((call) => call.path === '/api/chat/stream');
    for (const each of streams) {
      expect(each.headers.get('authorization')).toBe('Bearer jwt');
      expect(each.search).toBe('');
    }
    const stream = streams.find((call) => call.headers.has('last-event-id'));
    expect(stream?.headers.get('last-event-id')).toBe('2');
    // What is on screen is read: up to the newest adviser message.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/chat/read').map((call) => call.body)).toContainEqual({
        upTo: 3,
      }),
    );

    const input = screen.getByLabelText(chatTexts.messageLabel);
    fireEvent.change(input, { target: { value: 'Passt, danke.' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await within(log).findByText('Passt, danke.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST' && call.path === '/api/chat')?.body).toEqual({
      text: 'Passt, danke.',
    });
    expect((input as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps the text when sending fails', async () => {
    setToken('jwt');
    mockFetch({
      'GET /api/users/me': () => ({ body: { user } }),
      'GET /api/chat': () => ({ body: { messages: [], hasMore: false } }),
      'GET /api/chat/stream': () => ({ body: sse('event: ready\ndata: {"lastId":0}\n') }),
      'POST /api/chat': () => ({ status: 500, body: { error: 'internal_error' } }),
    });
    await router.navigate('/app/berater/kontakt');
    render(<App />);
    expect(await screen.findByText(chatTexts.empty, {}, { timeout: 5000 })).toBeTruthy();
    const input = screen.getByLabelText(chatTexts.messageLabel) as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: 'Wichtige Frage' } });
    fireEvent.click(screen.getByRole('button', { name: chatTexts.send }));
    expect(await screen.findByText(chatTexts.sendFailed)).toBeTruthy();
    expect(input.value).toBe('Wichtige Frage');
  });

  it('loads older messages on request', async () => {
    setToken('jwt');
    const { calls } = mockFetch({
      'GET /api/users/me': () => ({ body: { user } }),
      'GET /api/chat': (call) =>
        call.search === '?before=10'
          ? { body: { messages: [message(9, { text: 'Ältere Nachricht' })], hasMore: false } }
          : { body: { messages: [message(10, { text: 'Neueste Nachricht' })], hasMore: true } },
      'GET /api/chat/stream': () => ({ body: sse('event: ready\ndata: {"lastId":10}\n') }),
      'POST /api/chat/read': () => ({ body: { success: true } }),
    });
    await router.navigate('/app/berater/kontakt');
    render(<App />);
    expect(await screen.findByText('Neueste Nachricht', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: chatTexts.loadOlder }));
    expect(await screen.findByText('Ältere Nachricht')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/chat' && call.search === '?before=10')).toBe(true);
    expect(screen.queryByRole('button', { name: chatTexts.loadOlder })).toBeNull();
  });
});
