import type { ChatSender } from '@kundenportal/domain/chat/chat';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { chatMessages } from '../../db/schema';
import { CHAT_CHANNEL, type ChatNotice, parseNotice } from './chat-notice';
import { type ChatRepository, type StreamScope, toMessage } from './chat-repository';

type MessageRow = typeof chatMessages.$inferSelect;

/** Where a stream's events go: the open response (event-stream.ts). */
export type StreamSink = {
  write(chunk: string): void;
  end(): void;
  /** Bytes written and not yet taken by the client: a stream that lags this far is ended. */
  backlog(): number;
};

type Subscriber = {
  scope: StreamScope;
  /** Whose stream it is: present while any of their streams is open (customer or adviser). */
  userId: number;
  lastId: number;
  /** Messages heard while the catch-up read runs; null once the stream is live. */
  buffer: MessageRow[] | null;
  sink: StreamSink;
  timer: NodeJS.Timeout;
};

export type ChatHubOptions = {
  database: Database;
  repository: ChatRepository;
  log: FastifyBaseLogger;
  heartbeatMs: number;
  /** A stream ends after this long and the client resumes: its session is checked again. */
  maxStreamMs: number;
};

const CATCH_UP_BATCH = 500;
const MAX_BACKLOG_BYTES = 1024 * 1024;
/** How far apart the reconnects of the streams a closing process ends are spread (ms). */
export const RECONNECT_SPREAD_MS = 10_000;

const matches = (scope: StreamScope, customerId: number, agencyId: number) =>
  scope.agencyId === agencyId && (scope.customerId === undefined || scope.customerId === customerId);

const messageEvent = (row: MessageRow) =>
  `id: ${row.id}\nevent: message\ndata: ${JSON.stringify({ ...toMessage(row), customerId: row.customerId })}\n\n`;

/**
 * The chat's fan-out in one server process (issue 14, ADR 027): one LISTEN for every open stream.
 * A message notice is read from the database once and written to each stream of its conversation or
 * agency, in the channel's order, which is commit order. A stream that resumes (Last-Event-ID) first
 * reads what it missed and buffers what arrives meanwhile, so nothing is lost and nothing sent twice.
 * When the listening connection breaks, every stream ends: the clients come back with their last id.
 */
export async function createChatHub(options: ChatHubOptions) {
  const { database, repository, log } = options;
  const subscribers = new Set<Subscriber>();
  let live = false;
  let queue: Promise<void> = Promise.resolve();

  async function handle(notice: ChatNotice) {
    if (notice.kind === 'inbox') {
      // Only the agency's streams (an adviser's scope has no customer): a sign to read the inbox again.
      for (const s of subscribers)
        if (s.scope.agencyId === notice.agencyId && s.scope.customerId === undefined && !s.buffer)
          send(s, 'event: inbox\ndata: {}\n\n');
      return;
    }
    const targets = [...subscribers].filter((s) => matches(s.scope, notice.customerId, notice.agencyId));
    if (targets.length === 0) return;
    if (notice.kind === 'read') {
      const { kind: _kind, agencyId: _agencyId, ...event } = notice;
      const chunk = `event: read\ndata: ${JSON.stringify(event)}\n\n`;
      for (const s of targets) if (!s.buffer) send(s, chunk);
      return;
    }
    const row = await repository.byId(notice.id);
    if (!row) return;
    const chunk = messageEvent(row);
    for (const s of targets) {
      if (s.buffer) s.buffer.push(row);
      else deliver(s, row, chunk);
    }
  }

  function deliver(s: Subscriber, row: MessageRow, chunk = messageEvent(row)) {
    if (row.id <= s.lastId) return;
    s.lastId = row.id;
    send(s, chunk);
  }

  /** A client's wait before it reconnects to a process that went away: 1 s up to RECONNECT_SPREAD_MS. */
  const reconnectDelayMs = () => Math.round(1000 + Math.random() * (RECONNECT_SPREAD_MS - 1000));

  function send(s: Subscriber, chunk: string) {
    s.sink.write(chunk);
    if (s.sink.backlog() > MAX_BACKLOG_BYTES) s.sink.end();
  }

  const stopListening = await database.listen(CHAT_CHANNEL, {
    notify(payload) {
      const notice = parseNotice(payload);
      if (!notice) return;
      queue = queue
        .then(() => handle(notice))
        .catch((error) => log.error({ err: error }, 'chat: fan-out failed'));
    },
    state(next) {
      live = next;
      if (!next) for (const s of subscribers) s.sink.end();
    },
  });

  const heartbeat = setInterval(() => {
    for (const s of subscribers) send(s, ': ping\n\n');
    const present = [...new Set([...subscribers].map((s) => s.userId))];
    repository.markPresent(present).catch((error) => log.warn({ err: error }, 'chat: presence not saved'));
  }, options.heartbeatMs);
  heartbeat.unref();

  async function unsubscribe(s: Subscriber) {
    if (!subscribers.delete(s)) return;
    clearTimeout(s.timer);
    const userId = s.userId;
    if ([...subscribers].some((other) => other.userId === userId)) return;
    await repository.markAway(userId).catch(() => {});
  }

  return {
    /** Whether streams can open: the process hears the channel (else 503, the client retries). */
    get live() {
      return live;
    },

    get streams() {
      return subscribers.size;
    },

    /**
     * Opens a stream: without `lastEventId` it starts at the newest message (the client reads the
     * history itself), with it after that message. Ends with an `event: ready` once caught up, whose `id:`
     * is where the stream stands.
     */
    async subscribe(input: {
      scope: StreamScope;
      side: ChatSender;
      userId: number;
      lastEventId: number | null;
      sink: StreamSink;
    }): Promise<() => Promise<void>> {
      const s: Subscriber = {
        scope: input.scope,
        userId: input.userId,
        lastId: 0,
        buffer: [],
        sink: input.sink,
        timer: setTimeout(() => input.sink.end(), options.maxStreamMs),
      };
      s.timer.unref();
      subscribers.add(s);
      const close = () => unsubscribe(s);
      try {
        await repository.markPresent([s.userId]);
        if (input.lastEventId === null) {
          s.lastId = await repository.newestId(input.scope);
        } else {
          s.lastId = input.lastEventId;
          for (;;) {
            const rows = await repository.after(input.scope, s.lastId, CATCH_UP_BATCH);
            for (const row of rows) deliver(s, row);
            if (rows.length < CATCH_UP_BATCH) break;
          }
        }
        const buffered = s.buffer ?? [];
        s.buffer = null;
        for (const row of buffered) deliver(s, row);
        // With the id a client resumes from even before its first message: a stream that ends while it has
        // heard none (a rolling restart) comes back with Last-Event-ID, not at the newest (which lost what
        // was sent meanwhile).
        send(s, `id: ${s.lastId}\nevent: ready\ndata: ${JSON.stringify({ lastId: s.lastId })}\n\n`);
      } catch (error) {
        log.warn({ err: error }, 'chat: stream could not start');
        input.sink.end();
        await close();
      }
      return close;
    },

    async close() {
      clearInterval(heartbeat);
      // A process shutting down (a rolling restart) ends all its streams at once: each client is told to
      // come back at its own moment within RECONNECT_SPREAD_MS, not all after the usual retry — ~100
      // reconnects in the same second made the remaining processes shed requests (ADR 329).
      for (const s of subscribers) {
        s.sink.write(`retry: ${reconnectDelayMs()}\n\n`);
        s.sink.end();
      }
      await stopListening();
    },
  };
}

export type ChatHub = Awaited<ReturnType<typeof createChatHub>>;
