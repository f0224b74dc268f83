import { chatTexts } from '@kundenportal/domain/texts/chat';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toast';
import { setToken } from '../../../lib/storage';
import { mockFetch } from '../../../test/fetch-mock';
import { customerChat } from '../api/chat-api';
import type { ChatFiles } from './chat-files';
import { Composer } from './composer';

/** Issue 27 item 5: a chosen file is stored only when the message is sent. */
const texts = {
  empty: '',
  messageLabel: chatTexts.messageLabel,
  placeholder: chatTexts.placeholder,
  sendFailed: chatTexts.sendFailed,
  reconnecting: chatTexts.reconnecting,
};

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

function renderComposer(files: ChatFiles, onSent = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Toaster />
      <Composer endpoint={customerChat} realm="customer" texts={texts} files={files} onSent={onSent} />
    </QueryClientProvider>,
  );
  return onSent;
}

const attach = (file: File) =>
  fireEvent.change(screen.getByLabelText(chatTexts.attach), { target: { files: [file] } });
const sendButton = () => screen.getByRole('button', { name: chatTexts.send });

beforeEach(() => setToken('jwt'));

describe('the composer’s files', () => {
  it('stores nothing for a file dropped before "Senden"', async () => {
    const { calls } = mockFetch({});
    const upload = vi.fn(async () => 'stored.pdf');
    renderComposer({ upload, open: vi.fn() });
    attach(pdf('anhang.pdf'));
    fireEvent.click(await screen.findByRole('button', { name: chatTexts.removeAttachment('anhang.pdf') }));
    expect(screen.queryByText('anhang.pdf')).toBeNull();
    expect(upload).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('uploads the files on "Senden", then sends the message with their stored names', async () => {
    const { calls } = mockFetch({
      'POST /api/chat': (call) => ({
        status: 201,
        body: {
          message: {
            id: 1,
            sender: 'customer',
            author: 'Max Mustermann',
            text: (call.body as { text: string }).text,
            attachments: [],
            createdAt: '2026-11-20T09:15:00.000Z',
            readAt: null,
          },
        },
      }),
    });
    const upload = vi.fn(async (file: File) => `stored-${file.name}`);
    const onSent = renderComposer({ upload, open: vi.fn() });
    attach(pdf('eins.pdf'));
    attach(pdf('zwei.pdf'));
    fireEvent.click(await screen.findByRole('button', { name: chatTexts.removeAttachment('zwei.pdf') }));
    expect(upload).not.toHaveBeenCalled();
    fireEvent.click(sendButton());
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(upload.mock.calls.map(([file]) => file.name)).toEqual(['eins.pdf']);
    expect(calls.map((call) => call.body)).toEqual([{ text: '', attachments: ['stored-eins.pdf'] }]);
  });

  it('keeps the message when an upload is refused, names the reason, and drops only that file', async () => {
    const { calls } = mockFetch({});
    const upload = vi.fn(async () => {
      throw new Error('gefaelscht.pdf: Dateityp wird nicht unterstützt');
    });
    renderComposer({ upload, open: vi.fn() });
    fireEvent.change(screen.getByLabelText(chatTexts.messageLabel), { target: { value: 'Hier die Datei' } });
    attach(pdf('gefaelscht.pdf'));
    fireEvent.click(sendButton());
    expect(await screen.findByText('gefaelscht.pdf: Dateityp wird nicht unterstützt')).toBeTruthy();
    expect(screen.queryByRole('button', { name: chatTexts.removeAttachment('gefaelscht.pdf') })).toBeNull();
    expect(screen.getByLabelText(chatTexts.messageLabel)).toHaveProperty('value', 'Hier die Datei');
    expect(calls).toEqual([]);
  });

  it('deletes a file stored for a send that failed when it is dropped afterwards', async () => {
    mockFetch({ 'POST /api/chat': () => ({ status: 500, body: { error: 'internal' } }) });
    const upload = vi.fn(async () => 'stored.pdf');
    const discard = vi.fn(async () => undefined);
    renderComposer({ upload, discard, open: vi.fn() });
    attach(pdf('anhang.pdf'));
    fireEvent.click(sendButton());
    expect(await screen.findByText(texts.sendFailed)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: chatTexts.removeAttachment('anhang.pdf') }));
    expect(discard).toHaveBeenCalledWith('stored.pdf');
  });
});
