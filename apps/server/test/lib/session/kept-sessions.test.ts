import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { createViewCache } from '../../../src/cache/view-cache';
import { users } from '../../../src/db/schema';
import { keptSessionLookup } from '../../../src/lib/session/kept-sessions';
import type { SessionState } from '../../../src/lib/session/session-lookup';
import { getDatabase } from '../../helpers/database';
import { tempDir } from '../../helpers/temp-dir';
import { authHeaders, createTestCustomer, loginAs, testConfig } from '../../helpers/test-app';

/**
 * ADR 336: the auth check keeps a session's admitting state a few seconds beside the user's read views, so
 * a page's reads cost no statement for the session; the change feed and the process's own writes drop it,
 * a refusal is never kept, a write always reads, and nothing is kept while the feed is not live or without
 * a grace. Apps built
 * here without the test helpers' feed wait, so every statement a request makes is counted.
 */
const apps: FastifyInstance[] = [];

async function app(env: Record<string, string> = {}) {
  const database = await getDatabase();
  const built = await buildApp(
    testConfig({ DATA_DIR: tempDir('kp-kept'), LOG_LEVEL: 'warn', ...env }),
    database,
  );
  await built.ready();
  apps.push(built);
  return built;
}

afterAll(async () => {
  for (const built of apps) await built.close();
});

/** Statements the database ran while `work` ran (this worker's database: only this file's requests). */
async function statementsDuring(server: FastifyInstance, work: () => Promise<unknown>) {
  let count = 0;
  const stop = server.database.onQuery(() => {
    count += 1;
  });
  try {
    await work();
  } finally {
    stop();
  }
  return count;
}

const me = (server: FastifyInstance, token: string) =>
  server.inject({ method: 'GET', url: '/api/users/me', headers: authHeaders(token) });

describe('a session’s state kept beside the views (ADR 336)', () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await app();
  });

  async function session() {
    const customer = await createTestCustomer();
    const token = await loginAs(server, customer.email, customer.password);
    // The feed's news of the login (a new session row) is in before the state is kept.
    await server.syncChanges();
    // The first request records the session's first use (ADR 213), a state to touch is not kept; the
    // second keeps it.
    expect((await me(server, token)).statusCode).toBe(200);
    expect((await me(server, token)).statusCode).toBe(200);
    return { customer, token };
  }

  it('answers a page read again without a statement; another session is read once', async () => {
    const { customer, token } = await session();
    expect(await statementsDuring(server, () => me(server, token))).toBe(0);
    const other = await loginAs(server, customer.email, customer.password);
    await server.syncChanges();
    expect((await me(server, other)).statusCode).toBe(200);
    expect(await statementsDuring(server, () => me(server, other))).toBeGreaterThanOrEqual(1);
    expect(await statementsDuring(server, () => me(server, other))).toBe(0);
  });

  it('ends with the logout at once, and with a deactivation past the API once the feed told it', async () => {
    const first = await session();
    const logout = await server.inject({
      method: 'POST',
      url: '/api/logout',
      headers: authHeaders(first.token),
    });
    expect(logout.statusCode).toBe(200);
    expect((await me(server, first.token)).statusCode).toBe(401);

    const second = await session();
    const { db } = await getDatabase();
    await db.update(users).set({ active: false }).where(eq(users.id, second.customer.user.id));
    await server.syncChanges();
    const refused = await me(server, second.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'user_not_active' });
    // A refusal is never kept: active again, the next request is let through.
    await db.update(users).set({ active: true }).where(eq(users.id, second.customer.user.id));
    await server.syncChanges();
    expect((await me(server, second.token)).statusCode).toBe(200);
  });

  it('lets no write through on a kept state: a write always reads the session', async () => {
    const { customer, token } = await session();
    expect(await statementsDuring(server, () => me(server, token))).toBe(0);
    // Deactivated past the API, the feed not waited for: the next write is refused all the same.
    const { db } = await getDatabase();
    await db.update(users).set({ active: false }).where(eq(users.id, customer.user.id));
    const write = await server.inject({ method: 'POST', url: '/api/logout', headers: authHeaders(token) });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ error: 'user_not_active' });
    await db.update(users).set({ active: true }).where(eq(users.id, customer.user.id));
  });

  it('keeps nothing while the feed is not live', async () => {
    const { token } = await session();
    server.viewCache.setLive(false);
    try {
      expect(await statementsDuring(server, () => me(server, token))).toBeGreaterThanOrEqual(1);
      expect(await statementsDuring(server, () => me(server, token))).toBeGreaterThanOrEqual(1);
    } finally {
      server.viewCache.setLive(true);
    }
  });

  it('keeps nothing without a grace for rotated tokens (TOKEN_GRACE_SECONDS=0)', async () => {
    const graceless = await app({ TOKEN_GRACE_SECONDS: '0' });
    const customer = await createTestCustomer();
    const token = await loginAs(graceless, customer.email, customer.password);
    await graceless.syncChanges();
    expect((await me(graceless, token)).statusCode).toBe(200);
    expect(await statementsDuring(graceless, () => me(graceless, token))).toBeGreaterThanOrEqual(1);
    expect(await statementsDuring(graceless, () => me(graceless, token))).toBeGreaterThanOrEqual(1);
  });
});

describe('keptSessionLookup, its clock (ADR 336)', () => {
  const admitting = (deniedAtMs: number | null): SessionState => ({
    active: true,
    role: 'customer',
    agencyId: null,
    sessionUser: 7,
    ended: false,
    denied: false,
    stale: false,
    deniedAtMs,
    user: {
      id: 7,
      email: 'kept@example.com',
      firstName: 'Kim',
      lastName: 'Kept',
      accountTyp: 'makler',
      agentId: 3,
      config: { dokumente_list: true },
      features: {},
      avatarKey: null,
      avatarUpdatedAt: new Date('2026-11-30T08:00:00Z'),
    },
  });

  function setup(state: SessionState | null, keepMs = 5000) {
    let clock = 1_000_000;
    let reads = 0;
    const cache = createViewCache({ now: () => clock });
    cache.setLive(true);
    const lookup = keptSessionLookup({
      lookup: async () => {
        reads += 1;
        return state;
      },
      cache: () => cache,
      keepMs,
      now: () => clock,
    });
    return {
      cache,
      ask: () => lookup(7, '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'),
      reads: () => reads,
      at: (ms: number) => {
        clock = 1_000_000 + ms;
      },
    };
  }

  it('keeps an admitting state for keepMs, the same state as read (dates too)', async () => {
    const s = setup(admitting(null));
    const first = await s.ask();
    s.at(4999);
    expect(await s.ask()).toEqual(first);
    expect(s.reads()).toBe(1);
    s.at(5000);
    await s.ask();
    expect(s.reads()).toBe(2);
  });

  it('never past the token’s denial: a rotated token’s grace ends the kept state', async () => {
    const s = setup(admitting(1_000_300));
    await s.ask();
    s.at(299);
    await s.ask();
    expect(s.reads()).toBe(1);
    s.at(300);
    await s.ask();
    expect(s.reads()).toBe(2);
  });

  it('keeps no refusal and no state to touch; the user’s drop ends a kept one', async () => {
    for (const refused of [
      null,
      { ...admitting(null), active: false },
      { ...admitting(null), ended: true },
      { ...admitting(null), denied: true },
      { ...admitting(null), sessionUser: 8 },
      { ...admitting(null), stale: true },
    ]) {
      const s = setup(refused);
      await s.ask();
      await s.ask();
      expect(s.reads()).toBe(2);
    }
    const s = setup(admitting(null));
    await s.ask();
    s.cache.dropUser(7);
    await s.ask();
    expect(s.reads()).toBe(2);
    // And a change of the user's agency ('a:3'), as the feed says it.
    s.cache.apply('a:3');
    await s.ask();
    expect(s.reads()).toBe(3);
  });
});
