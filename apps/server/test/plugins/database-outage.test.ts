import { Writable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { type Database, openDatabase } from '../../src/db/client';
import { demoLogins } from '../../src/demo/customers';
import { type PrivatePostgres, startPrivatePostgres } from '../helpers/private-postgres';
import { authHeaders, clientHeaders, loginAs, testConfig } from '../helpers/test-app';
import {
  CONNECT_TIMEOUT_MS,
  expectCleanUnavailable,
  type OutageServer,
  type Outcome,
  outageClient,
  RECOVERY_LIMIT_MS,
  sleep,
  startServer,
  unavailableBody,
  until,
} from './database-outage.fixtures';

/**
 * The real process (`main.ts`) on a PostgreSQL server of this test's own, which is stopped, restarted
 * and has its connections cut while the portal serves: the process must survive, answer 503 with the
 * German message meanwhile, serve again within 5 s of the database's return, and log no internals.
 */
let postgres: PrivatePostgres;
let server: OutageServer;
const target = { url: '', token: '' };
const { request, startLoad, msUntilOk } = outageClient(target);

/** How often the server has logged a lost database connection so far. */
const outagesLogged = () =>
  server
    .output()
    .split('\n')
    .filter((l) => l.includes('database connection lost')).length;

/** Waits until the load has `count` answers of `status` among the requests started from `since` on. */
const answered = (outcomes: Outcome[], status: number, count: number, since = 0) =>
  until(
    () => outcomes.filter((o) => o.status === status && o.startedAt >= since).length >= count,
    `${count} answers ${status} under load`,
  );

function expectAlive() {
  expect(server.child.exitCode, server.output()).toBeNull();
  expect(server.child.signalCode).toBeNull();
}

beforeAll(async () => {
  postgres = await startPrivatePostgres();
  server = await startServer(postgres.url);
  target.url = server.url;
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { ...clientHeaders, 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoLogins.max.email, password: demoLogins.max.password }),
  });
  expect(login.status).toBe(200);
  target.token = ((await login.json()) as { token: string }).token;
});

afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  await postgres?.destroy();
});

describe('a lost database connection (PostgreSQL)', () => {
  it('idle: the process survives a stop, answers 503 meanwhile and serves within 5 s of the restart', async () => {
    // Warm connections that sit idle in the pool when the server goes away.
    await Promise.all(Array.from({ length: 6 }, () => request('/api/users/me')));
    const logged = outagesLogged();
    await postgres.stop();
    // The pool's idle connections have failed (the server logs the outage): it survived that.
    await until(() => outagesLogged() > logged, 'the outage logged');
    expectAlive();

    const ready = await request('/api/ready', false);
    expect(ready.status).toBe(503);
    expectCleanUnavailable(await request('/api/users/me'));
    expectCleanUnavailable(await request('/api/persons'));
    // The outbox worker polls every second: it meets the outage and pauses (the log test counts that).
    await until(() => server.output().includes('outbox paused'), 'the outbox paused');

    await postgres.start();
    expect(await msUntilOk('/api/users/me')).toBeLessThanOrEqual(RECOVERY_LIMIT_MS);
    await until(() => server.output().includes('outbox resumed'), 'the outbox resumed');
    expect((await request('/api/ready', false)).status).toBe(200);
    expectAlive();
  });

  it('under load: every request gets 200 or a clean 503 within the timeout, and service returns within 5 s', async () => {
    const load = startLoad(12);
    await answered(load.outcomes, 200, 12);
    const stopped = Date.now();
    await postgres.stop();
    // Requests sent after the stop get their 503 (after the connect timeout at most).
    await answered(load.outcomes, 503, 1, stopped);
    expectAlive();
    const ready = await request('/api/ready', false);
    expect(ready.status).toBe(503);
    expect(ready.ms).toBeLessThan(CONNECT_TIMEOUT_MS + 1500);

    await postgres.start();
    const back = Date.now();
    let recovered = Number.POSITIVE_INFINITY;
    while (Date.now() - back < RECOVERY_LIMIT_MS + 2000) {
      const ok = load.outcomes.find((o) => o.status === 200 && o.startedAt >= back);
      if (ok) {
        recovered = ok.startedAt + ok.ms - back;
        break;
      }
      await sleep(50);
    }
    // The load goes on being served after the return.
    await answered(load.outcomes, 200, 12, back);
    const outcomes = await load.stop();

    expect(recovered).toBeLessThanOrEqual(RECOVERY_LIMIT_MS);
    const statuses = new Set(outcomes.map((o) => o.status));
    expect(
      [...statuses].sort(),
      JSON.stringify(outcomes.find((o) => o.status !== 200 && o.status !== 503)),
    ).toEqual([200, 503]);
    for (const outcome of outcomes.filter((o) => o.status === 503)) expectCleanUnavailable(outcome);
    // No request hung: the slowest waited at most for the connect timeout (plus scheduling slack).
    expect(Math.max(...outcomes.map((o) => o.ms))).toBeLessThan(CONNECT_TIMEOUT_MS + 2000);
    expect((await request('/api/ready', false)).status).toBe(200);
    expectAlive();
  });

  it('a cut connection (backends terminated) under load recovers without a restart', async () => {
    const load = startLoad(8);
    await answered(load.outcomes, 200, 8);
    const logged = outagesLogged();
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    const terminated = await admin.query(
      `select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = 'kundenportal'`,
    );
    await admin.end();
    expect(terminated.rowCount).toBeGreaterThan(0);
    // The server has seen its connections cut.
    await until(() => outagesLogged() > logged, 'the cut logged');
    const cut = Date.now();
    expect(await msUntilOk('/api/users/me')).toBeLessThanOrEqual(RECOVERY_LIMIT_MS);
    await answered(load.outcomes, 200, 8, cut + 200);
    const outcomes = await load.stop();

    for (const outcome of outcomes.filter((o) => o.status !== 200)) expectCleanUnavailable(outcome);
    expect(outcomes.filter((o) => o.startedAt > cut + 200).every((o) => o.status === 200)).toBe(true);
    expectAlive();
  });

  it('logs each outage in one line, with no connection details, SQL or client object', () => {
    const output = server.output();
    const url = new URL(postgres.url);
    for (const secret of [postgres.password, postgres.url, `:${url.port}`, postgres.user]) {
      expect(output).not.toContain(secret);
    }
    expect(output).not.toMatch(/\bselect\b|\bfrom "?\w+"? where\b/i);
    for (const internal of ['Unhandled', 'connectionParameters', 'Client {', '_connectionError', 'at Pool']) {
      expect(output).not.toContain(internal);
    }
    const lost = output.split('\n').filter((line) => line.includes('database connection lost'));
    // Three outages (stop, stop under load, cut): one line each, a late error of an old connection at most
    // one more; never a line per request or per connection.
    expect(lost.length).toBeGreaterThanOrEqual(3);
    expect(lost.length).toBeLessThanOrEqual(6);
    // The outbox worker polls every second: it pauses with one line per outage and backs off.
    const paused = output.split('\n').filter((line) => line.includes('outbox paused'));
    expect(paused.length).toBeGreaterThanOrEqual(1);
    expect(paused.length).toBeLessThanOrEqual(3);
    expect(output).toContain('outbox resumed');
    expect(output).toContain('database connection restored');
    expect(output).not.toContain('unhandled error');
    expectAlive();
  });
});

describe('load shedding on a saturated pool (PostgreSQL)', () => {
  let database: Database;
  afterAll(async () => database?.close());

  it('answers 503 with Retry-After once more requests wait than PRESSURE_MAX_DB_WAITING and the oldest for PRESSURE_MAX_DB_WAIT_MS', async () => {
    const config = testConfig({
      DATABASE_URL: postgres.url,
      DATABASE_POOL_MAX: '1',
      PRESSURE_MAX_DB_WAITING: '2',
      PRESSURE_MAX_DB_WAIT_MS: '1500',
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    });
    database = await openDatabase({ databaseUrl: postgres.url, pool: config.databasePool });
    const logs: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, callback) {
        logs.push(String(chunk));
        callback();
      },
    });
    const app = await buildApp(config, database, { logStream });
    await app.ready();
    try {
      const session = await loginAs(app, 'max.mustermann@example.com', 'Muster!2026');
      const me = () => app.inject({ method: 'GET', url: '/api/users/me', headers: authHeaders(session) });
      expect((await me()).statusCode).toBe(200);
      // Hold every query on the users table: the pool's one connection blocks, the rest queue.
      const admin = new pg.Client({ connectionString: postgres.url });
      await admin.connect();
      await admin.query('begin; lock table users in access exclusive mode');
      // One at a time: auth lookups of the same event-loop turn share one statement (session-lookup.ts).
      const pool = () => database.poolStats() ?? { total: 0, idle: 0, waiting: 0, oldestWaitMs: 0 };
      const queued: ReturnType<typeof me>[] = [me()];
      await until(() => pool().total === 1 && pool().idle === 0, 'the one connection held');
      for (const waiting of [1, 2]) {
        queued.push(me());
        await until(() => pool().waiting >= waiting, `${waiting} waiting`);
      }
      // Two waiting is the limit, not above it: this one still queues.
      queued.push(me());
      await until(() => pool().waiting >= 3, '3 waiting');
      // Above it, while the oldest has waited less than the limit (a burst that may clear at once): queued too.
      expect(pool().oldestWaitMs).toBeLessThan(1500);
      queued.push(me());
      await until(() => pool().waiting >= 4, '4 waiting');
      // A queue that has not moved for the limit: shed.
      await until(() => (pool().oldestWaitMs ?? 0) >= 1500, 'the oldest waited 1.5 s');
      const shed = await me();
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('5');
      expect(shed.json()).toEqual(unavailableBody);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

      await admin.query('rollback');
      await admin.end();
      const answered = await Promise.all(queued);
      expect(answered.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect((await me()).statusCode).toBe(200);
      expect(logs.join('')).toContain('under pressure: requests shed with 503');
    } finally {
      await app.close();
    }
  });
});

describe('the change feed losing its connection (PostgreSQL)', () => {
  let database: Database;
  afterAll(async () => database?.close());

  it('serves views from the database while it cannot hear changes, and caches again once it listens', async () => {
    const config = testConfig({ DATABASE_URL: postgres.url });
    database = await openDatabase({ databaseUrl: postgres.url, pool: config.databasePool });
    const app = await buildApp(config, database);
    await app.ready();
    try {
      const waitFor = async (live: boolean) => {
        const start = Date.now();
        while (app.viewCache.live !== live && Date.now() - start < RECOVERY_LIMIT_MS + 2000) await sleep(20);
        expect(app.viewCache.live).toBe(live);
      };
      await waitFor(true);
      const session = await loginAs(app, 'max.mustermann@example.com', 'Muster!2026');
      const firstName = async () =>
        (await app.inject({ method: 'GET', url: '/api/users/me', headers: authHeaders(session) })).json().user
          .first_name;
      expect(await firstName()).toBe('Max');
      expect(await firstName()).toBe('Max');
      const hits = app.viewCache.stats().hits;
      expect(hits).toBeGreaterThan(0);

      const admin = new pg.Client({ connectionString: postgres.url });
      await admin.connect();
      try {
        const cut = await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'kundenportal-listen'`,
        );
        // Ours and the spawned server's (it reconnects as well).
        expect(cut.rowCount).toBeGreaterThanOrEqual(1);
        await waitFor(false);
        // Changed while nobody listens: the notification is lost, so nothing may come from the cache.
        await admin.query(
          `update users set first_name = 'Maximilian' where email = 'max.mustermann@example.com'`,
        );
        expect(await firstName()).toBe('Maximilian');
        expect(app.viewCache.stats().hits).toBe(hits);

        await waitFor(true);
        await firstName();
        expect(await firstName()).toBe('Maximilian');
        expect(app.viewCache.stats().hits).toBe(hits + 1);
      } finally {
        await admin.query(`update users set first_name = 'Max' where email = 'max.mustermann@example.com'`);
        await admin.end();
      }
    } finally {
      await app.close();
    }
  });
});
