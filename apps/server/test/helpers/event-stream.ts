import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { vi } from 'vitest';
import { authHeaders } from './test-app';

export type StreamEvent = { id?: string; event?: string; data: unknown };

/**
 * A Server-Sent Events stream as the web app opens it: fetch with the token in the Authorization header
 * (never in the URL) and Last-Event-ID when resuming. `events` collects what arrived; `waitFor` waits for
 * a matching one; `close` aborts the connection like a dropped network.
 */
export async function openStream(baseUrl: string, path: string, token: string, lastEventId?: number) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}${path}`, {
    headers: {
      ...authHeaders(token),
      accept: 'text/event-stream',
      ...(lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }),
    },
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  /** The `retry:` times the server sent, in order. */
  const retries: number[] = [];
  let ended = false;
  const parser = createParser({
    onEvent(message: EventSourceMessage) {
      events.push({ id: message.id, event: message.event, data: JSON.parse(message.data) });
    },
    onRetry(ms: number) {
      retries.push(ms);
    },
  });
  const done = (async () => {
    if (!response.body || response.status !== 200) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) parser.feed(decoder.decode(chunk, { stream: true }));
    } catch {
      // aborted
    } finally {
      ended = true;
    }
  })();

  const find = (predicate: (event: StreamEvent) => boolean) => events.find(predicate);
  return {
    response,
    events,
    retries,
    get ended() {
      return ended;
    },
    /** The message events' ids in arrival order. */
    messageIds: () => events.filter((e) => e.event === 'message').map((e) => Number(e.id)),
    async waitFor(predicate: (event: StreamEvent) => boolean, timeout = 5000) {
      return vi.waitFor(
        () => {
          const found = find(predicate);
          if (!found) throw new Error(`no such event yet: ${JSON.stringify(events)}`);
          return found;
        },
        { timeout, interval: 10 },
      );
    },
    ready() {
      return this.waitFor((e) => e.event === 'ready');
    },
    async close() {
      controller.abort();
      await done;
    },
    done,
  };
}

export type OpenStream = Awaited<ReturnType<typeof openStream>>;
