import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { openEventStream } from './event-stream';
import { getToken, setToken } from './storage';

const sse = (...events: string[]) => new TextEncoder().encode(['retry: 60000\n', ...events, ''].join('\n'));

describe('openEventStream', () => {
  it('takes over a token the stream’s own request rotated (the server watches that token’s expiry)', async () => {
    setToken('old-jwt');
    mockFetch({
      'GET /api/chat/stream': () => ({
        headers: { Authorization: 'Bearer fresh-jwt' },
        body: sse('event: ready\ndata: {"lastId":0}\n'),
      }),
    });
    const onEvent = vi.fn();
    const close = openEventStream('/chat/stream', { onEvent });
    await vi.waitFor(() => expect(onEvent).toHaveBeenCalled());
    expect(getToken('customer')).toBe('fresh-jwt');
    close();
  });
});
