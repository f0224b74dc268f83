import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a listener hears: each notification's payload, and whether it hears at all right now. */
export type ListenHandlers = {
  notify(payload: string): void;
  /** `false` when the listening connection broke (notifications may be missed until `true` again). */
  state(live: boolean): void;
};

export type StopListening = () => Promise<void>;

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * LISTEN on a connection of its own (a pooled connection would be handed to other queries). A broken
 * connection reports `state(false)` and is replaced with back-off (250 ms doubling to 5 s); nothing is
 * logged here: the pool already logs the outage once.
 */
export function listenPostgres(
  connectionString: string,
  channel: string,
  handlers: ListenHandlers,
  options: { connectTimeoutMs: number; Client?: typeof pg.Client },
): StopListening {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  let stopped = false;
  let client: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let delayMs = 250;

  const broken = (failed: pg.Client) => {
    if (client !== failed) return;
    client = null;
    failed.removeAllListeners('notification');
    failed.end().catch(() => {});
    handlers.state(false);
    if (stopped) return;
    retryTimer = setTimeout(connect, delayMs);
    retryTimer.unref();
    delayMs = Math.min(delayMs * 2, 5000);
  };

  async function connect() {
    if (stopped) return;
    const next = new (options.Client ?? pg.Client)({
      connectionString,
      connectionTimeoutMillis: options.connectTimeoutMs,
      keepAlive: true,
      application_name: 'kundenportal-listen',
    });
    client = next;
    // Without an 'error' listener a lost connection would end the process.
    next.on('error', () => broken(next));
    next.on('end', () => broken(next));
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.notify(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      if (client !== next) return;
      delayMs = 250;
      handlers.state(true);
    } catch {
      broken(next);
    }
  }

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    const current = client;
    client = null;
    if (current) {
      current.removeAllListeners('notification');
      await current.end().catch(() => {});
    }
  };
}

/** PGlite delivers notifications in-process, on commit, before the writing query's promise resolves. */
export async function listenPglite(
  client: PGlite,
  channel: string,
  handlers: ListenHandlers,
): Promise<StopListening> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  const unlisten = await client.listen(channel, (payload) => handlers.notify(payload));
  handlers.state(true);
  return async () => {
    if (!client.closed) await unlisten();
  };
}
