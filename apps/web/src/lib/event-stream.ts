import { createParser } from 'eventsource-parser';
import { API_BASE, ApiError, adoptRotatedToken, handleApiError, realmOf } from './api-client';
import { requestHeaders } from './request-headers';
import { getToken } from './storage';

export type StreamHandlers = {
  /** One event (`event:` name, parsed `data:`); `id` when the server gave one. */
  onEvent(event: { event: string; id: string | undefined; data: unknown }): void;
  /** Whether the stream is connected; false while it waits to reconnect. */
  onConnected?(connected: boolean): void;
};

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/**
 * A Server-Sent Events stream of the API, read with fetch so the session token goes in the
 * Authorization header (an EventSource can only put it in the URL). It reconnects by itself, sending
 * the last event id (Last-Event-ID) so the server resumes where it left off (a first id can be given:
 * the newest the caller already has); a refused session ends it
 * the way every API call does (401 logs out). Returns the function that closes it.
 */
export function openEventStream(
  path: string,
  handlers: StreamHandlers,
  options: {
    lastEventId?: string;
    /** A refused stream ends without a message (a badge's stream: the page's own calls show errors). */
    quiet?: boolean;
  } = {},
): () => void {
  const realm = realmOf(path);
  const controller = new AbortController();
  let lastEventId = options.lastEventId;
  let retryMs = FIRST_RETRY_MS;
  let serverRetryMs = FIRST_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const reconnect = (delay: number) => {
    handlers.onConnected?.(false);
    if (controller.signal.aborted) return;
    timer = setTimeout(() => void connect(), delay);
  };

  async function connect() {
    const token = getToken(realm);
    if (!token || controller.signal.aborted) return;
    const headers = requestHeaders(token, false);
    headers.set('Accept', 'text/event-stream');
    if (lastEventId) headers.set('Last-Event-ID', lastEventId);
    let response: Response;
    try {
      response = await fetch(`${API_BASE}${path}`, {
        headers,
        cache: 'no-store',
        credentials: 'same-origin',
        signal: controller.signal,
      });
    } catch {
      reconnect(retryMs);
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      return;
    }
    if (!response.ok || !response.body) {
      const body = await response.json().catch(() => ({}));
      // 503: the server is busy or its database away; it says when to come back. Others end the stream.
      if (response.status === 503) {
        reconnect(Math.max(Number(response.headers.get('retry-after') ?? 5) * 1000, retryMs));
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
        return;
      }
      if (!options.quiet) handleApiError(new ApiError(response.status, body ?? {}), realm);
      handlers.onConnected?.(false);
      return;
    }
    retryMs = FIRST_RETRY_MS;
    adoptRotatedToken(response.headers.get('Authorization'), token, realm);
    handlers.onConnected?.(true);
    const parser = createParser({
      onEvent(message) {
        if (message.id) lastEventId = message.id;
        let data: unknown = null;
        try {
          data = JSON.parse(message.data);
        } catch {
          return;
        }
        handlers.onEvent({ event: message.event ?? 'message', id: message.id, data });
      },
      onRetry(ms) {
        serverRetryMs = ms;
      },
    });
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // The connection broke (network, or closed below).
    }
    // The server ended the stream (a restart, the stream's time is up): come back after its retry time.
    reconnect(serverRetryMs);
  }

  void connect();
  return () => {
    controller.abort();
    clearTimeout(timer);
  };
}
