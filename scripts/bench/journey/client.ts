import { createParser } from 'eventsource-parser';
import { clientHeaders } from '../http';
import { HttpError, type Recorder } from './recorder';

/**
 * One virtual user's HTTP side (issue 34): the web app's client headers and the session's bearer token.
 * All virtual users come from this machine's one address: the portals' per-address limits are raised for
 * the bench instead (BENCH_PORTAL_LIMITS, ADR 297 amended by ADR 293; a client's own X-Forwarded-For no
 * longer counts). Every request counts in the recorder; a non-2xx answer throws HttpError.
 */
export type Session = {
  baseUrl: string;
  headers: Record<string, string>;
  recorder: Recorder;
};

const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Per-address limits the journey would reach from one address (300 customers × up to 5 uploads): raised for
 * the bench's portals, as an address per user did before ADR 293.
 */
export const BENCH_PORTAL_LIMITS: Record<string, string> = { UPLOADS_MAX_PER_IP: '100000' };

export async function call<T = unknown>(
  session: Session,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  session.recorder.requests += session.recorder.counting ? 1 : 0;
  const method = init.method ?? 'GET';
  const response = await fetch(`${session.baseUrl}/api${path}`, {
    method,
    headers: {
      ...session.headers,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new HttpError(
      response.status,
      `${method} ${path}: HTTP ${response.status} ${text.slice(0, 120)}`,
      0,
      answeredBy(response),
    );
  }
  return (text ? JSON.parse(text) : null) as T;
}

/** Behind the cluster's HAProxy: the process that answered (p1 …) or 'balancer' (HAProxy's own 503). */
function answeredBy(response: Response): string {
  return response.headers.get('x-portal-server') ?? '';
}

/** Logs in (customer or adviser login path); a shed login (503, Retry-After) is tried again up to 5 times. */
export async function logIn(
  session: Omit<Session, 'headers'>,
  account: { email: string; password: string },
  loginPath: string,
): Promise<Session> {
  const headers = { ...clientHeaders };
  for (let attempt = 0; ; attempt += 1) {
    try {
      const { token } = await call<{ token: string }>({ ...session, headers }, loginPath, {
        method: 'POST',
        body: { email: account.email, password: account.password },
      });
      return { ...session, headers: { ...headers, authorization: `Bearer ${token}` } };
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 503 || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

export type StreamEvent = { event: string | undefined; id: string | undefined; data: string };
export type Stream = {
  ready: Promise<void>;
  close(): void;
  reconnects(): number;
  /** When the current connection was answered 200 (ms since the epoch); null while (re)connecting. */
  connectedSince(): number | null;
};

/**
 * An event stream as the web app holds one (apps/web lib/event-stream.ts): open until closed; when the
 * server ends it, it is opened again after the server's last `retry:` time (a closing process spreads them
 * over 10 s), when it fails after a second, with Last-Event-ID (the last id delivered). `ready` resolves at the
 * first 'ready' event; a failed (re)connect counts as an error of `step`.
 */
export function openStream(
  session: Session,
  path: string,
  step: string,
  onEvent: (event: StreamEvent) => void,
): Stream {
  const controller = new AbortController();
  let lastId: string | undefined;
  let serverRetryMs = 1000;
  let reconnects = 0;
  let connectedSince: number | null = null;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const connect = async () => {
    const headers: Record<string, string> = { ...session.headers, accept: 'text/event-stream' };
    if (lastId) headers['last-event-id'] = lastId;
    session.recorder.requests += session.recorder.counting ? 1 : 0;
    const response = await fetch(`${session.baseUrl}/api${path}`, { headers, signal: controller.signal });
    if (response.status !== 200 || !response.body) {
      await response.body?.cancel();
      const retryAfter = Number(response.headers.get('retry-after') ?? 0);
      throw new HttpError(response.status, `GET ${path}: HTTP ${response.status}`, retryAfter);
    }
    connectedSince = Date.now();
    const parser = createParser({
      onEvent(event) {
        if (event.id) lastId = event.id;
        if (event.event === 'ready') markReady();
        onEvent({ event: event.event, id: event.id, data: event.data });
      },
      onRetry(ms) {
        serverRetryMs = ms;
      },
    });
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) parser.feed(decoder.decode(chunk, { stream: true }));
    } finally {
      connectedSince = null;
    }
  };
  void (async () => {
    while (!controller.signal.aborted) {
      // A refused (re)connect waits as the web app's stream does: a 503's Retry-After, at least a second.
      const waitMs = await connect().then(
        () => serverRetryMs,
        (error: unknown) => {
          if (controller.signal.aborted) return 0;
          session.recorder.fail(step, error);
          return error instanceof HttpError && error.retryAfterSeconds
            ? error.retryAfterSeconds * 1000
            : 1000;
        },
      );
      if (controller.signal.aborted) break;
      reconnects += 1;
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  })();
  return {
    ready,
    close: () => controller.abort(),
    reconnects: () => reconnects,
    connectedSince: () => connectedSince,
  };
}

/** Think time: exponential around `meanMs`, at least a fifth of it, at most five times it. */
export function think(meanMs: number, until: number): Promise<void> {
  const ms = Math.min(5 * meanMs, Math.max(meanMs / 5, -meanMs * Math.log(1 - Math.random())));
  const left = Math.max(0, Math.min(ms, until - Date.now()));
  return new Promise((resolve) => setTimeout(resolve, left));
}
