import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverDir } from '../server-dir';
import { databaseUnavailableReason, isConnectionBroken } from './connection-errors';
import { type ListenHandlers, listenPglite, listenPostgres, type StopListening } from './listen';
import { statementNames, withNamedStatements } from './pg-statements';
import { parseDrizzleTypesOnce } from './pglite-parsers';
import { cacheStatements } from './pglite-statements';
import { trackPoolWait } from './pool-wait';
import { createPrimaryFinder, parseDatabaseUrl } from './primary-finder';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type PoolStats = {
  total: number;
  idle: number;
  waiting: number;
  max: number;
  /** How long the oldest checkout still unanswered has waited (ms; pool-wait.ts). */
  oldestWaitMs?: number;
};

/** `lost` once when the connection to PostgreSQL breaks, `restored` once when a new one opens. */
export type ConnectionEvent = { state: 'lost' | 'restored'; reason?: string };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the SQL migrations in apps/server/drizzle. */
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** Connections of the PostgreSQL pool; undefined on PGlite (one embedded connection). */
  poolStats(): PoolStats | undefined;
  /** Connection lost / restored. Without a listener, one line goes to stderr. Returns the unsubscribe. */
  onConnection(listener: (event: ConnectionEvent) => void): () => void;
  /**
   * Duration of every statement (PGlite: those outside transactions); `unavailable` when it failed for the
   * database's reach (connection, timeout, read-only host), not for its SQL. Returns the unsubscribe.
   */
  onQuery(listener: QueryListener): () => void;
  /** LISTEN on `channel` (PostgreSQL: a connection of its own, re-established after an outage). */
  listen(channel: string, handlers: ListenHandlers): Promise<StopListening>;
};

export type QueryListener = (seconds: number, failed: boolean, unavailable: boolean) => void;

export type PoolOptions = {
  max: number;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  /** Statement texts each connection keeps prepared (pg-statements.ts); 0: none (a pooler in transaction mode). */
  preparedStatements?: number;
};

const defaultPool: PoolOptions = {
  max: 10,
  connectTimeoutMs: 3000,
  statementTimeoutMs: 10_000,
  preparedStatements: 300,
};

const migrationsFolder = path.join(serverDir, 'drizzle');

/** PostgreSQL when a URL is given, else embedded PGlite with its data in `<dataDir>/db` (or in memory). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  pool?: PoolOptions;
}): Promise<Database> {
  const events = createEvents();
  if (options.databaseUrl) {
    const settings = options.pool ?? defaultPool;
    // Several hosts (or target_session_attrs=read-write): connections go to the one that takes writes (ADR 290).
    const parsed = parseDatabaseUrl(options.databaseUrl);
    const finder = parsed.findPrimary
      ? createPrimaryFinder(parsed, { connectTimeoutMs: settings.connectTimeoutMs })
      : undefined;
    const connectionString = finder ? parsed.urlFor(parsed.hosts[0] as never) : options.databaseUrl;
    const prepared = settings.preparedStatements ?? defaultPool.preparedStatements ?? 0;
    const Client = finder?.Client ?? pg.Client;
    const pool = new pg.Pool({
      connectionString,
      // Named statements: parsed once per connection, then only bound and executed (ADR 339).
      Client: prepared > 0 ? withNamedStatements(Client, statementNames(prepared)) : Client,
      max: settings.max,
      // Also the longest wait for a free connection: a request never queues without bound.
      connectionTimeoutMillis: settings.connectTimeoutMs,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
      // The OS default (2 h) would keep a connection to a vanished host for that long (review finding 9).
      keepAliveInitialDelayMillis: 10_000,
      statement_timeout: settings.statementTimeoutMs,
      // Client side: a peer that vanished without closing the socket answers nothing at all.
      query_timeout: settings.statementTimeoutMs + settings.connectTimeoutMs,
      idle_in_transaction_session_timeout: settings.statementTimeoutMs * 3,
      application_name: 'kundenportal',
    });
    // A connection that broke or stopped answering: the primary is asked for again (ADR 290).
    observePool(pool, events, () => finder?.forget());
    const oldestWaitMs = trackPoolWait(pool);
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      ping: () => ping(db),
      close: () => pool.end(),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: settings.max,
        oldestWaitMs: oldestWaitMs(),
      }),
      onConnection: events.onConnection,
      onQuery: events.onQuery,
      listen: async (channel, handlers) =>
        listenPostgres(connectionString, channel, handlers, {
          connectTimeoutMs: settings.connectTimeoutMs,
          Client: finder?.Client,
        }),
    };
  }
  let dir: string | undefined;
  if (options.dataDir) {
    dir = path.join(options.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir);
  // First: the other wrappers of client.query wrap the cache's (ADR 328).
  cacheStatements(client);
  parseDrizzleTypesOnce(client);
  timeQueries(client, events.query);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: () => ping(db),
    close: () => client.close(),
    poolStats: () => undefined,
    onConnection: events.onConnection,
    onQuery: events.onQuery,
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

function createEvents() {
  const connectionListeners = new Set<(event: ConnectionEvent) => void>();
  const queryListeners = new Set<QueryListener>();
  let lost = false;
  const emit = (event: ConnectionEvent) => {
    if (connectionListeners.size === 0) {
      process.stderr.write(
        event.state === 'lost'
          ? `database connection lost (${event.reason})\n`
          : 'database connection restored\n',
      );
    }
    for (const listener of connectionListeners) listener(event);
  };
  return {
    /** Deduplicated: one `lost` per outage however many connections break. */
    lost(error: unknown) {
      if (lost) return;
      lost = true;
      emit({ state: 'lost', reason: databaseUnavailableReason(error) ?? 'connection error' });
    },
    connected() {
      if (!lost) return;
      lost = false;
      emit({ state: 'restored' });
    },
    query(seconds: number, failed: boolean, error?: unknown) {
      const unavailable = failed && databaseUnavailableReason(error) !== undefined;
      for (const listener of queryListeners) listener(seconds, failed, unavailable);
    },
    onConnection(listener: (event: ConnectionEvent) => void) {
      connectionListeners.add(listener);
      return () => void connectionListeners.delete(listener);
    },
    onQuery(listener: QueryListener) {
      queryListeners.add(listener);
      return () => void queryListeners.delete(listener);
    },
  };
}

type Events = ReturnType<typeof createEvents>;
type Release = (error?: Error | boolean) => void;

/**
 * Keeps the process alive and the pool healthy through a database outage. A pg client that loses its
 * connection emits 'error'; with no listener Node exits the process and prints the client object
 * (host, user, SQL). pg-pool listens only while the client is idle, so every client gets a listener of
 * its own, and the pool's idle-error event is handled too.
 */
function observePool(pool: pg.Pool, events: Events, onBroken: () => void) {
  // Transactions (pool.connect) whose release is still due: Drizzle releases in `finally`, except when
  // `begin` itself fails, which would keep a dead client out of the pool for good.
  const checkedOut = new Map<pg.PoolClient, Release>();
  const abandon = (client: pg.PoolClient, error: Error) => {
    const release = checkedOut.get(client);
    checkedOut.delete(client);
    release?.(error);
  };

  pool.on('error', (error) => events.lost(error));
  pool.on('connect', (client) => {
    events.connected();
    const poolClient = client as pg.PoolClient;
    client.on('error', (error) => {
      events.lost(error);
      abandon(poolClient, error);
    });
    timeQueries(client, (seconds, failed, error) => {
      events.query(seconds, failed, error);
      if (!failed || !isConnectionBroken(error)) return;
      // Destroyed, never back into the pool: a query still in flight would stall its next user too.
      abandon(poolClient, error as Error);
      onBroken();
    });
  });

  const connect = pool.connect.bind(pool);
  pool.connect = ((callback?: Parameters<typeof connect>[0]) => {
    // pool.query uses the callback form and releases on every error itself.
    if (callback) return connect(callback);
    return connect().then((client) => {
      const release: Release = client.release.bind(client);
      checkedOut.set(client, release);
      // Once abandoned, the caller's own release later is a no-op instead of a double-release error.
      client.release = (error?: Error | boolean) => {
        if (checkedOut.get(client) !== release) return;
        checkedOut.delete(client);
        release(error);
      };
      return client;
    });
  }) as typeof pool.connect;
}

/** Wraps a client's `query` (callback and promise forms) to time it; streams (submittables) pass untimed. */
function timeQueries(
  client: { query: (...args: never[]) => unknown },
  observe: (seconds: number, failed: boolean, error?: unknown) => void,
) {
  const original = client.query as (...args: unknown[]) => unknown;
  const timed = (...args: unknown[]) => {
    const start = performance.now();
    const done = (error: unknown) => observe((performance.now() - start) / 1000, Boolean(error), error);
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        done(error);
        return (last as (error: unknown, result: unknown) => unknown)(error, result);
      };
      return original.apply(client, args);
    }
    const result = original.apply(client, args);
    if (result instanceof Promise) result.then(() => done(undefined), done);
    return result;
  };
  client.query = timed as typeof client.query;
}
