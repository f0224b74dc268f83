import { rmSync } from 'node:fs';
import { createServer, type OutgoingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  API_VERSION,
  APP_VERSION,
  CLIENT_HEADERS,
  WEB_CLIENT,
} from '@kundenportal/domain/api/client-headers';
import autocannon, { type Result } from 'autocannon';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { type Database, openDatabase } from '../../apps/server/src/db/client';
import { seedDemoAdvisers } from '../../apps/server/src/demo/advisers';
import { demoLogins } from '../../apps/server/src/demo/customers';
import { DEMO_SIGNUP_CODE, seedDemoData } from '../../apps/server/src/demo/seed';
import { createBlobStore } from '../../apps/server/src/lib/blob-store/create-blob-store';
import { benchTempDir } from './temp-dir';

const HOST = '127.0.0.1';

/** Migrates the bench's database; a PostgreSQL one the bench may wipe is emptied first. */
export async function migrateFresh(database: Database, wipe: boolean): Promise<void> {
  if (database.kind === 'postgres' && wipe) {
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`drop schema if exists public cascade`);
    await database.db.execute(sql`create schema public`);
  }
  await database.migrate();
}

export const clientHeaders: Record<string, string> = {
  [CLIENT_HEADERS.id]: WEB_CLIENT.id,
  [CLIENT_HEADERS.secret]: WEB_CLIENT.secret,
  [CLIENT_HEADERS.appVersion]: APP_VERSION,
  [CLIENT_HEADERS.apiVersion]: API_VERSION,
};

export type Portal = { baseUrl: string; databaseKind: string; close(): Promise<void> };

export type PortalOptions = {
  /** PostgreSQL; without it a fresh PGlite. */
  databaseUrl?: string;
  /** Empty the PostgreSQL database first (only for a database the bench owns: BENCH_DATABASE_URL). */
  wipe?: boolean;
  /** silent, or the production access log at info into a file, asynchronously or synchronously written. */
  log?: 'silent' | 'async' | 'sync';
  /** Settings of the server beyond the bench's own (e.g. a lifted limit). */
  env?: Record<string, string>;
  /** Data added after the demo's, before the server starts (e.g. bench/reads-data.ts). */
  seed?: (db: Database['db']) => Promise<void>;
};

/** The real server in-process: fresh data dir, migrated and seeded database, listening on loopback. */
export async function startPortal(options: PortalOptions = {}): Promise<Portal> {
  const dataDir = benchTempDir('kundenportal-bench');
  const log = options.log ?? 'silent';
  const env: NodeJS.ProcessEnv = {
    DATA_DIR: dataDir,
    LOG_LEVEL: log === 'silent' ? 'silent' : 'info',
    PORT: '0',
    ...options.env,
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const config = loadConfig(env);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pool: config.databasePool,
  });
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await migrateFresh(database, options.wipe === true);
    await seedDemoData(database.db, config.scryptLogN, await createBlobStore(config), {
      bankingKeys: config.bankingKeys,
    });
    await seedDemoAdvisers(database.db, DEMO_SIGNUP_CODE, config.scryptLogN);
    await options.seed?.(database.db);
    const logStream =
      log === 'silent'
        ? undefined
        : pino.destination({ dest: path.join(dataDir, 'access.log'), sync: log === 'sync' });
    app = await buildApp(config, database, logStream ? { logStream } : {});
    await app.listen({ port: 0, host: HOST });
  } catch (error) {
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  const server = app;
  return {
    baseUrl: `http://${HOST}:${port}`,
    databaseKind: database.kind,
    async close() {
      try {
        await server.close();
      } finally {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** Logs in as the demo customer (or another account, at another login path) and returns the bearer token. */
export async function login(
  baseUrl: string,
  account: { email: string; password: string } = demoLogins.max,
  loginPath = '/api/login',
): Promise<string> {
  const send = () =>
    fetch(`${baseUrl}${loginPath}`, {
      method: 'POST',
      headers: { ...clientHeaders, 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
  let response = await send();
  // A busy machine may have the portal shed the login (503 with Retry-After), as a client would meet it.
  for (let attempt = 1; response.status === 503 && attempt <= 5; attempt += 1) {
    const seconds = Number(response.headers.get('retry-after') ?? 1);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    response = await send();
  }
  const body = (await response.json().catch(() => null)) as { token?: unknown } | null;
  if (!response.ok || typeof body?.token !== 'string') {
    throw new Error(`login failed: HTTP ${response.status} ${JSON.stringify(body)}`);
  }
  return body.token;
}

export type Captured = { status: number; body: Buffer; headers: OutgoingHttpHeaders };

/** Headers the bare server must not copy: connection management, framing and per-response values. */
const SKIPPED_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'date',
  'authorization',
]);

/** One real GET of `url`, kept so the bare server can answer byte for byte the same. */
export async function capture(url: string, headers: Record<string, string>): Promise<Captured> {
  const response = await fetch(url, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new Error(`GET ${url} failed: HTTP ${response.status} ${body.toString('utf8')}`);
  const copied: OutgoingHttpHeaders = {};
  response.headers.forEach((value, name) => {
    if (!SKIPPED_HEADERS.has(name)) copied[name] = value;
  });
  copied['content-length'] = body.length;
  return { status: response.status, body, headers: copied };
}

/** A bare node:http server on loopback that answers every request with the captured response. */
export async function startBareServer(response: Captured): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((_request, reply) => {
    reply.writeHead(response.status, response.headers);
    reply.end(response.body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${HOST}:${port}/api/users/me`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

export type LoadOptions = { connections: number; durationSeconds: number; warmupSeconds: number };

/**
 * A discarded warm-up run, then the measured run, both with the same connections and headers. autocannon
 * runs in a worker thread: in the main thread it would compete with the in-process server for the event loop.
 */
export async function measure(
  title: string,
  url: string,
  headers: Record<string, string>,
  options: LoadOptions,
): Promise<Result> {
  const base = { url, headers, connections: options.connections, timeout: 10, workers: 1 };
  if (options.warmupSeconds > 0) {
    await autocannon({ ...base, title: `${title} (warm-up)`, duration: options.warmupSeconds });
  }
  return await autocannon({ ...base, title, duration: options.durationSeconds });
}
