import type { DevtoolsStatus } from '@kundenportal/domain/devtools/devtools-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema';
import { getDatabase } from '../../helpers/database';
import {
  authHeaders,
  clientHeaders,
  createTestApp,
  createTestCustomer,
  jsonCaller,
  loginAs,
  type TestApp,
} from '../../helpers/test-app';

const TOKEN = 'devtools-token-0123456789-abcdefghijk';

let off: TestApp;
let on: TestApp;
let withToken: TestApp;
let deployed: TestApp;
beforeAll(async () => {
  // One after the other: four apps opening their pools at once time out on a busy machine.
  off = await createTestApp();
  on = await createTestApp({ DEV_TOOLS: 'true' });
  withToken = await createTestApp({ DEV_TOOLS: 'true', DEV_TOOLS_TOKEN: TOKEN });
  // No NODE_ENV: an address others reach is enough to shut the toggle (ADR 314).
  deployed = await createTestApp({
    DEV_TOOLS: 'true',
    DEV_TOOLS_TOKEN: TOKEN,
    PUBLIC_URL: 'https://portal.example.de',
  });
}, 120_000);
afterAll(async () => {
  await Promise.all([off, on, withToken, deployed].map((t) => t?.app.close()));
});

async function customerOf(t: TestApp, withAgent = true) {
  const customer = await createTestCustomer({ withAgent });
  return { ...customer, token: await loginAs(t.app, customer.email, customer.password) };
}

const status = (t: TestApp, token: string, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/devtools/status', headers: { ...authHeaders(token), ...extra } });

describe('diagnostics page: there only with DEV_TOOLS=true', () => {
  it('answers 404 as an unknown path would, for a logged-in customer too, when DEV_TOOLS is off', async () => {
    const { token } = await customerOf(off);
    const unknown = await off.app.inject({
      method: 'GET',
      url: '/api/gibt-es-nicht',
      headers: authHeaders(token),
    });
    const answer = await status(off, token);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual(unknown.json());
    const toggle = await jsonCaller(off.app, token)('PUT', '/api/devtools/has-makler', { hasMakler: false });
    expect(toggle.statusCode).toBe(404);
  });

  it('needs a session when on', async () => {
    const answer = await on.app.inject({
      method: 'GET',
      url: '/api/devtools/status',
      headers: clientHeaders,
    });
    expect(answer.statusCode).toBe(401);
    const put = await on.app.inject({
      method: 'PUT',
      url: '/api/devtools/has-makler',
      headers: clientHeaders,
      payload: { hasMakler: false },
    });
    expect(put.statusCode).toBe(401);
  });

  it('answers each dependency with its state and latency, the build and the hasMakler flag', async () => {
    const { token } = await customerOf(on);
    const before = Math.floor(process.uptime());
    const answer = await status(on, token);
    const after = Math.floor(process.uptime());
    expect(answer.statusCode).toBe(200);
    const body = answer.json<DevtoolsStatus>();
    expect(body.checks.map((check) => [check.key, check.state])).toEqual([
      ['database', 'up'],
      ['databaseStandby', 'off'],
      ['objectStore', 'up'],
      ['mail', 'up'],
      ['push', 'up'],
    ]);
    const byKey = Object.fromEntries(body.checks.map((check) => [check.key, check]));
    for (const key of ['database', 'objectStore', 'mail'] as const) {
      expect(byKey[key]?.latencyMs).toBeTypeOf('number');
      expect(byKey[key]?.latencyMs).toBeGreaterThanOrEqual(0);
    }
    expect(byKey.databaseStandby).toMatchObject({
      latencyMs: null,
      detail: 'DATABASE_STANDBY_URL ist nicht gesetzt',
    });
    // The server that answered (PostgreSQL: its address and port, the primary of a multi-host URL).
    expect(byKey.database?.detail).toBe(
      process.env.DATABASE_URL
        ? `antwortet: 127.0.0.1:${new URL(process.env.DATABASE_URL).port || 5432}`
        : 'eingebettet in diesem Prozess',
    );
    expect(byKey.mail?.target).toBe('Ordner DATA_DIR/outbox');
    expect(byKey.objectStore?.target).toBe('Ordner DATA_DIR/files');
    expect(byKey.push?.detail).toBe(
      'VAPID-Schlüssel vorhanden, Absender mailto:no-reply@kundenportal.example',
    );
    expect(body.build).toMatchObject({ version: '1.0.0', node: process.version, builtAt: null });
    expect(body.build.commit).toMatch(/^[0-9a-f]{12}$/);
    expect(body.build.uptimeSeconds).toBeGreaterThanOrEqual(before);
    expect(body.build.uptimeSeconds).toBeLessThanOrEqual(after);
    expect(body.build.database).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    expect(body.account).toEqual({ hasMakler: true, toggle: true });
  });

  it('with DEV_TOOLS_TOKEN needs it in x-dev-tools-token besides the session', async () => {
    const { token } = await customerOf(withToken);
    expect((await status(withToken, token)).statusCode).toBe(403);
    const wrong = await status(withToken, token, { 'x-dev-tools-token': `${TOKEN}x` });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ error: 'not_permitted' });
    expect((await status(withToken, token, { 'x-dev-tools-token': TOKEN })).statusCode).toBe(200);
    const put = await withToken.app.inject({
      method: 'PUT',
      url: '/api/devtools/has-makler',
      headers: { ...authHeaders(token), 'content-type': 'application/json' },
      payload: { hasMakler: false },
    });
    expect(put.statusCode).toBe(403);
    expect(withToken.logs.join('')).not.toContain(TOKEN);
  });

  it('opens the status with the key alone, without a session: no account then (ADR 315)', async () => {
    const keyOnly = await withToken.app.inject({
      method: 'GET',
      url: '/api/devtools/status',
      headers: { ...clientHeaders, 'x-dev-tools-token': TOKEN },
    });
    expect(keyOnly.statusCode).toBe(200);
    expect(keyOnly.json<DevtoolsStatus>().account).toBeNull();
    // Neither key nor session: 403 (the page asks for the key); a wrong key without a session likewise.
    for (const headers of [clientHeaders, { ...clientHeaders, 'x-dev-tools-token': `${TOKEN}x` }]) {
      const answer = await withToken.app.inject({ method: 'GET', url: '/api/devtools/status', headers });
      expect(answer.statusCode).toBe(403);
    }
    // The toggle is not opened by the key alone.
    const put = await withToken.app.inject({
      method: 'PUT',
      url: '/api/devtools/has-makler',
      headers: { ...clientHeaders, 'x-dev-tools-token': TOKEN, 'content-type': 'application/json' },
      payload: { hasMakler: false },
    });
    expect(put.statusCode).toBe(401);
  });
});

describe('the hasMakler toggle (the customer’s adviser link)', () => {
  it('turns the adviser link off and back on to the same adviser, for this customer alone', async () => {
    const { db } = await getDatabase();
    const me = await customerOf(on);
    const other = await customerOf(on);
    const call = jsonCaller(on.app, me.token);
    const profile = async () =>
      (await call('GET', '/api/users/me')).json<{ user: { hasMakler: boolean } }>().user;
    expect((await profile()).hasMakler).toBe(true);

    const offAnswer = await call('PUT', '/api/devtools/has-makler', { hasMakler: false });
    expect(offAnswer.statusCode).toBe(200);
    expect(offAnswer.json()).toEqual({ hasMakler: false });
    expect((await profile()).hasMakler).toBe(false);
    const [row] = await db.select().from(users).where(eq(users.id, me.user.id));
    expect(row?.agentId).toBeNull();
    expect((await status(on, me.token)).json<DevtoolsStatus>().account?.hasMakler).toBe(false);
    // Off again: nothing changes, the parked adviser stays.
    expect((await call('PUT', '/api/devtools/has-makler', { hasMakler: false })).json()).toEqual({
      hasMakler: false,
    });

    const onAnswer = await call('PUT', '/api/devtools/has-makler', { hasMakler: true });
    expect(onAnswer.json()).toEqual({ hasMakler: true });
    expect((await profile()).hasMakler).toBe(true);
    const [back] = await db.select().from(users).where(eq(users.id, me.user.id));
    expect(back?.agentId).toBe(me.agent?.id);
    expect(back?.config).not.toHaveProperty('devtools_agent_id');
    expect((await call('PUT', '/api/devtools/has-makler', { hasMakler: true })).json()).toEqual({
      hasMakler: true,
    });

    const [untouched] = await db.select().from(users).where(eq(users.id, other.user.id));
    expect(untouched?.agentId).toBe(other.agent?.id);
  });

  it('cannot turn on an adviser link the customer never had (403 adviser_required)', async () => {
    const { token } = await customerOf(on, false);
    const answer = await jsonCaller(on.app, token)('PUT', '/api/devtools/has-makler', { hasMakler: true });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ error: 'adviser_required' });
  });

  it('refuses a body that is not { hasMakler: boolean } with 422, changing nothing', async () => {
    const me = await customerOf(on);
    const call = jsonCaller(on.app, me.token);
    for (const body of [{}, { hasMakler: 'false' }, { hasMakler: false, agentId: 1 }, null]) {
      const answer = await call('PUT', '/api/devtools/has-makler', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
      expect(answer.json()).toHaveProperty('errors');
    }
    expect((await status(on, me.token)).json<DevtoolsStatus>().account?.hasMakler).toBe(true);
  });

  it('is refused on a portal whose PUBLIC_URL is not local (NODE_ENV unset), where the diagnostics still answer', async () => {
    const me = await customerOf(deployed);
    const headers = { 'x-dev-tools-token': TOKEN };
    const answer = await status(deployed, me.token, headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<DevtoolsStatus>().account).toEqual({ hasMakler: true, toggle: false });
    const put = await deployed.app.inject({
      method: 'PUT',
      url: '/api/devtools/has-makler',
      headers: { ...authHeaders(me.token), ...headers, 'content-type': 'application/json' },
      payload: { hasMakler: false },
    });
    expect(put.statusCode).toBe(403);
    expect(put.json()).toMatchObject({ error: 'not_permitted' });
    expect((await status(deployed, me.token, headers)).json<DevtoolsStatus>().account?.hasMakler).toBe(true);
  });
});
