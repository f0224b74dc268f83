import { chatTexts } from '@kundenportal/domain/texts/chat';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dropDraftsExcept } from '../../../lib/form-drafts';
import { endSession } from '../../../lib/session';
import { setToken } from '../../../lib/storage';
import { mockFetch } from '../../../test/fetch-mock';
import { adviserChat, type ChatEndpoint, customerChat } from '../api/chat-api';
import { ChatView, type ChatViewTexts } from './chat-view';

/** Issue 27, item 1: a typed, unsent message survives leaving the chat and coming back (ADR 096). */
const texts: ChatViewTexts = {
  empty: 'Noch keine Nachrichten.',
  messageLabel: chatTexts.messageLabel,
  placeholder: chatTexts.placeholder,
  sendFailed: chatTexts.sendFailed,
  reconnecting: chatTexts.reconnecting,
};

const emptyPage = () => ({ body: { messages: [], hasMore: false } });
const sentMessage = (text: string) => ({
  status: 201,
  body: {
    message: {
      id: 1,
      sender: 'customer',
      author: 'Max Mustermann',
      text,
      attachments: [],
      createdAt: '2026-11-20T09:15:00.000Z',
      readAt: null,
    },
  },
});

/** The chat as a page shows it; unmount() is leaving the page. */
function openChat(endpoint: ChatEndpoint = customerChat, side: 'customer' | 'adviser' = 'customer') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ChatView
        endpoint={endpoint}
        side={side}
        texts={texts}
        connected
        files={{ upload: vi.fn(async () => 'stored.pdf'), open: vi.fn() }}
      />
    </QueryClientProvider>,
  );
}

const message = () => screen.getByLabelText(chatTexts.messageLabel) as HTMLTextAreaElement;
const type = (text: string) => fireEvent.change(message(), { target: { value: text } });

beforeEach(() => {
  setToken('jwt');
  setToken('adviser-jwt', 'adviser');
});

describe('the composer keeps an unsent message', () => {
  it('comes back after the page was left or reloaded, without its files', async () => {
    mockFetch({ 'GET /api/chat': emptyPage });
    const first = openChat();
    type('Guten Tag, ich habe eine Frage');
    fireEvent.change(screen.getByLabelText(chatTexts.attach), {
      target: { files: [new File(['%PDF-1.4'], 'anhang.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('anhang.pdf')).toBeTruthy();
    first.unmount();
    // What leaving the page and a reload do to a form's drafts (lib/form-drafts.ts) does not touch it.
    dropDraftsExcept('next-page');
    window.dispatchEvent(new Event('pagehide'));

    openChat();
    expect(message().value).toBe('Guten Tag, ich habe eine Frage');
    expect(screen.queryByText('anhang.pdf')).toBeNull();
  });

  it('is gone once sent', async () => {
    const { calls } = mockFetch({
      'GET /api/chat': emptyPage,
      'POST /api/chat': (call) => sentMessage((call.body as { text: string }).text),
    });
    const first = openChat();
    type('Danke!');
    fireEvent.click(screen.getByRole('button', { name: chatTexts.send }));
    await waitFor(() => expect(message().value).toBe(''));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { text: 'Danke!' },
    ]);
    first.unmount();

    openChat();
    expect(message().value).toBe('');
  });

  it('is gone once sent also when the page was left while sending', async () => {
    let answer: (reply: ReturnType<typeof sentMessage>) => void = () => undefined;
    const { calls } = mockFetch({
      'GET /api/chat': emptyPage,
      'POST /api/chat': () => new Promise((resolve) => (answer = resolve)),
    });
    const first = openChat();
    type('Bin gleich weg');
    fireEvent.click(screen.getByRole('button', { name: chatTexts.send }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    first.unmount();
    answer(sentMessage('Bin gleich weg'));
    await waitFor(() => expect(sessionStorage.length).toBe(0));

    openChat();
    expect(message().value).toBe('');
  });

  it('is gone after logout', () => {
    mockFetch({ 'GET /api/chat': emptyPage });
    const first = openChat();
    type('Nicht für den Nächsten');
    first.unmount();
    endSession();
    setToken('jwt-of-the-next-login');

    openChat();
    expect(message().value).toBe('');
  });

  it('in the workspace per customer, and the adviser’s logout drops them', () => {
    mockFetch({
      'GET /api/berater/kunden/12/chat': emptyPage,
      'GET /api/berater/kunden/13/chat': emptyPage,
    });
    let view = openChat(adviserChat(12), 'adviser');
    type('An Kunde 12');
    view.unmount();
    view = openChat(adviserChat(13), 'adviser');
    expect(message().value).toBe('');
    view.unmount();
    view = openChat(adviserChat(12), 'adviser');
    expect(message().value).toBe('An Kunde 12');
    view.unmount();

    setToken(null, 'adviser');
    setToken('adviser-jwt', 'adviser');
    openChat(adviserChat(12), 'adviser');
    expect(message().value).toBe('');
  });
});
