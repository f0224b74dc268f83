import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { type Database, openDatabase } from '../../../src/db/client';
import { createPerson } from '../../../src/db/factories';
import { agents, sessions, users } from '../../../src/db/schema';
import { createTokenService, nowSeconds } from '../../../src/lib/session/tokens';
import { strongPassword } from '../../helpers/account-flows';
import { getDatabase } from '../../helpers/database';
import {
  authHeaders,
  createTestApp,
  createTestCustomer,
  loginAs,
  TEST_JWT_SECRET,
  type TestApp,
  testConfig,
} from '../../helpers/test-app';

/**
 * Two server processes on one database (ADR 008). With PostgreSQL, B has its own pool and its own
 * LISTEN connection, exactly as a second process would; PGlite is one process by nature, so B is a second
 * app on the same embedded database. B's cached views are warm before A changes anything. A read on B may
 * use the session state B kept until B hears the change (ADR 336); an ending on A is answered only once A
 * heard it, and B hears it with A.
 */
let a: TestApp;
let b: FastifyInstance;
let bDatabase: Database | null = null;

beforeAll(async () => {
  a = await createTestApp();
  const config = testConfig({ DATA_DIR: a.dataDir });
  if (process.env.DATABASE_URL) {
    bDatabase = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pool: config.databasePool });
  }
  b = await buildApp(config, bDatabase ?? (await getDatabase()));
  await b.ready();
});
afterAll(async () => {
  await b.close();
  await bDatabase?.close();
  await a.app.close();
});

const get = (app: FastifyInstance, url: string, token: string) =>
  app.inject({ method: 'GET', url, headers: authHeaders(token) });
const post = (app: FastifyInstance, url: string, token: string, payload?: unknown) =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...authHeaders(token), 'content-type': 'application/json' },
    payload: JSON.stringify(payload ?? {}),
  });
const blacklisted = { error: 'token_invalid', message: 'The token has been blacklisted' };

async function warmCustomer(config: Record<string, unknown> = {}) {
  const customer = await createTestCustomer({ config });
  const token = await loginAs(a.app, customer.email, customer.password);
  // Warm B's cache: the profile and the household are now served from memory.
  expect((await get(b, '/api/users/me', token)).statusCode).toBe(200);
  expect((await get(b, '/api/persons', token)).statusCode).toBe(200);
  expect((await get(b, '/api/users/me', token)).statusCode).toBe(200);
  return { ...customer, token };
}

describe('a session ended on process A is refused by process B at once', () => {
  it('logout', async () => {
    const customer = await warmCustomer();
    const other = await loginAs(a.app, customer.email, customer.password);
    expect((await post(a.app, '/api/logout', customer.token)).statusCode).toBe(200);
    for (const url of ['/api/users/me', '/api/persons']) {
      const response = await get(b, url, customer.token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(blacklisted);
    }
    expect((await get(b, '/api/users/me', other)).statusCode).toBe(200);
  });

  it('password change ends the other sessions', async () => {
    const customer = await warmCustomer({ change_passwort: true });
    const other = await loginAs(a.app, customer.email, customer.password);
    expect((await get(b, '/api/users/me', other)).statusCode).toBe(200);
    const next = strongPassword();
    const change = await post(a.app, '/api/password/change', customer.token, {
      password: customer.password,
      neues_passwort: next,
      password_new_confirmation: next,
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await get(b, '/api/users/me', other)).json()).toEqual(blacklisted);
    expect((await get(b, '/api/persons', other)).statusCode).toBe(401);
    expect((await get(b, '/api/users/me', customer.token)).statusCode).toBe(200);
  });

  it('deactivation (written past the API, as the adviser side or the admin command would)', async () => {
    const customer = await warmCustomer();
    const { db } = await getDatabase();
    await db.update(users).set({ active: false }).where(eq(users.id, customer.user.id));
    // A write is refused at once; a read once B heard the change (ADR 336: B may keep the session's
    // state for reads until the feed drops it; a write past the API has no answer that waits for the feed).
    const write = await post(b, '/api/logout', customer.token);
    expect(write.statusCode).toBe(403);
    expect(write.json().error).toBe('user_not_active');
    await b.syncChanges();
    for (const url of ['/api/users/me', '/api/persons']) {
      const response = await get(b, url, customer.token);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('user_not_active');
    }
  });

  it('a token rotated away on A is refused by B once the grace is over', async () => {
    const customer = await warmCustomer();
    const { db } = await getDatabase();
    const sessionId = randomUUID();
    const now = nowSeconds();
    await db.insert(sessions).values({
      id: sessionId,
      userId: customer.user.id,
      absoluteExpiresAt: new Date((now + 3600) * 1000),
    });
    const tokens = createTokenService(TEST_JWT_SECRET, a.config.session.idleSeconds);
    const { token: old } = await tokens.sign(
      { userId: customer.user.id, sessionId, absoluteExpiresAt: now + 3600 },
      now - a.config.session.idleSeconds / 2 - 5,
    );
    expect((await get(b, '/api/users/me', old)).statusCode).toBe(200);
    const rotated = await get(a.app, '/api/users/me', old);
    // Within the grace of B's own rotation: still taken, and rotated again.
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(rotated.headers.authorization).toMatch(/^Bearer /);
    await new Promise((resolve) => setTimeout(resolve, (a.config.session.graceSeconds + 0.3) * 1000));
    expect((await get(b, '/api/users/me', old)).json()).toEqual(blacklisted);
    const fresh = String(rotated.headers.authorization).slice('Bearer '.length);
    expect((await get(b, '/api/users/me', fresh)).statusCode).toBe(200);
  });

  it('a logout on A is refused by B in the same event-loop turn as other lookups (one batch)', async () => {
    const customer = await warmCustomer();
    const second = await loginAs(a.app, customer.email, customer.password);
    const stranger = await warmCustomer();
    expect((await post(a.app, '/api/logout', second)).statusCode).toBe(200);
    const answers = await Promise.all([
      get(b, '/api/users/me', customer.token),
      get(b, '/api/users/me', second),
      get(b, '/api/persons', stranger.token),
      get(b, '/api/persons', second),
      get(b, '/api/users/me', stranger.token),
    ]);
    expect(answers.map((response) => response.statusCode)).toEqual([200, 401, 200, 401, 200]);
    expect(answers[0]?.json().user.id).toBe(customer.user.id);
    expect(answers[2]?.json().persons[0].id).toBe(stranger.persons[0]?.id);
    expect(answers[4]?.json().user.id).toBe(stranger.user.id);
  });
});

describe('cached views follow changes made anywhere', () => {
  it("the customer's own write on B shows on B's next read, without waiting for the feed", async () => {
    const customer = await warmCustomer({ person_edit: true });
    const person = customer.persons[0];
    if (!person) throw new Error('no person');
    const update = await b.inject({
      method: 'PUT',
      url: `/api/persons/${person.id}`,
      headers: { ...authHeaders(customer.token), 'content-type': 'application/json' },
      payload: JSON.stringify({ firstname: 'Johanna', lastname: 'Kunde', gender: 'w' }),
    });
    expect(update.statusCode, update.body).toBe(200);
    expect((await get(b, '/api/users/me', customer.token)).json().user.persons[0].firstname).toBe('Johanna');
    expect((await get(b, '/api/persons', customer.token)).json().persons[0].firstname).toBe('Johanna');
  });

  it("a write on A reaches B's cache through the change feed", async () => {
    const customer = await warmCustomer({ person_edit: true });
    const person = customer.persons[0];
    if (!person) throw new Error('no person');
    const update = await a.app.inject({
      method: 'PUT',
      url: `/api/persons/${person.id}`,
      headers: { ...authHeaders(customer.token), 'content-type': 'application/json' },
      payload: JSON.stringify({ firstname: 'Greta', lastname: 'Kunde', gender: 'w' }),
    });
    expect(update.statusCode, update.body).toBe(200);
    await b.syncChanges();
    expect((await get(b, '/api/users/me', customer.token)).json().user.persons[0].firstname).toBe('Greta');
    expect((await get(b, '/api/persons', customer.token)).json().persons[0].firstname).toBe('Greta');
  });

  it('rows changed past the API (user, person, adviser) reach every process', async () => {
    const customer = await warmCustomer();
    const { db } = await getDatabase();
    await db.update(users).set({ firstName: 'Frieda' }).where(eq(users.id, customer.user.id));
    await createPerson(db, customer.user.id, { firstname: 'Paul', lastname: 'Kunde' });
    await b.syncChanges();
    const me = (await get(b, '/api/users/me', customer.token)).json().user;
    expect(me.first_name).toBe('Frieda');
    expect(me.persons.map((p: { firstname: string }) => p.firstname)).toContain('Paul');
    expect((await get(b, '/api/persons', customer.token)).json().persons).toHaveLength(2);

    const agentId = customer.agent?.id;
    if (!agentId) throw new Error('no adviser');
    await db.update(agents).set({ firma: 'Neue Firma GmbH' }).where(eq(agents.id, agentId));
    await b.syncChanges();
    expect((await get(b, '/api/users/me', customer.token)).json().user.agent.firma).toBe('Neue Firma GmbH');
  });

  it("one customer's change leaves another customer's cached view alone and never mixes them", async () => {
    const first = await warmCustomer();
    const second = await warmCustomer();
    const { db } = await getDatabase();
    await db.update(users).set({ firstName: 'Erster' }).where(eq(users.id, first.user.id));
    await b.syncChanges();
    const views = await Promise.all([
      get(b, '/api/users/me', first.token),
      get(b, '/api/users/me', second.token),
    ]);
    expect(views[0]?.json().user).toMatchObject({ id: first.user.id, first_name: 'Erster' });
    expect(views[1]?.json().user).toMatchObject({ id: second.user.id, first_name: 'Kim' });
    const stats = b.viewCache.stats();
    expect(stats.hits).toBeGreaterThan(0);
  });
});
