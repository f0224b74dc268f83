import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../src/db/schema';
import { getDatabase } from '../../helpers/database';
import { openStream } from '../../helpers/event-stream';
import { authHeaders, clientHeaders, createTestCustomer, loginAs, useTestApp } from '../../helpers/test-app';
import { chatPair } from '../chat/chat.fixtures';

const t = useTestApp();

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';

type Sitzung = { id: string; geraet: string; erstellt_am: string; zuletzt_am: string; aktuell: boolean };

/** A caller of one session, from one browser. */
function device(app: FastifyInstance, token: string, userAgent: string) {
  return (method: 'GET' | 'DELETE', url: string) =>
    app.inject({ method, url, headers: { ...authHeaders(token), 'user-agent': userAgent } });
}

async function customerOnTwoDevices() {
  const customer = await createTestCustomer();
  const phone = device(t.app, await loginAs(t.app, customer.email, customer.password), CHROME_ANDROID);
  const iphone = device(t.app, await loginAs(t.app, customer.email, customer.password), SAFARI_IPHONE);
  // Each session's first request records its device.
  expect((await phone('GET', '/api/users/me')).statusCode).toBe(200);
  expect((await iphone('GET', '/api/users/me')).statusCode).toBe(200);
  return { customer, phone, iphone };
}

const listOf = async (call: ReturnType<typeof device>) => {
  const response = await call('GET', '/api/users/sitzungen');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ sitzungen: Sitzung[] }>().sitzungen;
};

async function storedSession(id: string) {
  const { db } = await getDatabase();
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
  return row;
}

describe('GET /api/users/sitzungen', () => {
  it('lists every open session with its device in words, the current one marked', async () => {
    const { phone, iphone } = await customerOnTwoDevices();
    const list = await listOf(phone);
    expect(list.map((s) => [s.geraet, s.aktuell]).sort()).toEqual([
      ['Chrome auf Android', true],
      ['Safari auf iPhone', false],
    ]);
    for (const s of list) {
      expect(Date.parse(s.erstellt_am)).not.toBeNaN();
      expect(Date.parse(s.zuletzt_am)).toBeGreaterThanOrEqual(Date.parse(s.erstellt_am));
    }
    expect((await listOf(iphone)).find((s) => s.aktuell)?.geraet).toBe('Safari auf iPhone');
  });

  it("never shows another customer's sessions, nor ended ones", async () => {
    const first = await customerOnTwoDevices();
    const second = await customerOnTwoDevices();
    const firstIds = (await listOf(first.phone)).map((s) => s.id);
    const secondIds = (await listOf(second.phone)).map((s) => s.id);
    expect(firstIds).toHaveLength(2);
    expect(secondIds.filter((id) => firstIds.includes(id))).toEqual([]);
    expect((await first.iphone('DELETE', '/api/users/sitzungen')).json()).toEqual({ beendet: 1 });
    expect((await listOf(first.iphone)).map((s) => s.geraet)).toEqual(['Safari auf iPhone']);
  });

  it('writes the last use at most every 5 minutes per session, not on every request', async () => {
    const { phone } = await customerOnTwoDevices();
    const current = (await listOf(phone)).find((s) => s.aktuell) as Sitzung;
    const { db } = await getDatabase();
    const setLastUse = (minutesAgo: number) =>
      db
        .update(sessions)
        .set({ lastUsedAt: sql`now() - make_interval(mins => ${minutesAgo})` })
        .where(eq(sessions.id, current.id));

    await setLastUse(4);
    const before = (await storedSession(current.id))?.lastUsedAt as Date;
    expect((await phone('GET', '/api/users/me')).statusCode).toBe(200);
    expect((await storedSession(current.id))?.lastUsedAt).toEqual(before);

    await setLastUse(6);
    const stale = (await storedSession(current.id))?.lastUsedAt as Date;
    expect((await phone('GET', '/api/users/me')).statusCode).toBe(200);
    const touched = (await storedSession(current.id))?.lastUsedAt as Date;
    expect(touched.getTime()).toBeGreaterThan(stale.getTime() + 5 * 60_000);
  });
});

describe('DELETE /api/users/sitzungen/:id', () => {
  it('signs the other device out: its next request is refused, the list no longer shows it', async () => {
    const { phone, iphone } = await customerOnTwoDevices();
    const other = (await listOf(phone)).find((s) => !s.aktuell) as Sitzung;
    const ended = await phone('DELETE', `/api/users/sitzungen/${other.id}`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toEqual({ success: true });
    expect((await iphone('GET', '/api/users/me')).statusCode).toBe(401);
    expect((await listOf(phone)).map((s) => s.geraet)).toEqual(['Chrome auf Android']);
    expect((await phone('DELETE', `/api/users/sitzungen/${other.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another customer's session and for an id that names no session", async () => {
    const first = await customerOnTwoDevices();
    const second = await customerOnTwoDevices();
    const foreign = (await listOf(second.phone))[0] as Sitzung;
    for (const id of [foreign.id, 'kein-id', '00000000-0000-4000-8000-000000000000', '1']) {
      const response = await first.phone('DELETE', `/api/users/sitzungen/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found' });
    }
    expect((await second.phone('GET', '/api/users/me')).statusCode).toBe(200);
    expect(await listOf(second.iphone)).toHaveLength(2);
  });

  it('needs a session (401)', async () => {
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/users/sitzungen', headers: clientHeaders });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('DELETE /api/users/sitzungen', () => {
  it('signs out every other device and keeps the current one', async () => {
    const { customer, phone, iphone } = await customerOnTwoDevices();
    const third = device(t.app, await loginAs(t.app, customer.email, customer.password), SAFARI_IPHONE);
    const response = await phone('DELETE', '/api/users/sitzungen');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ beendet: 2 });
    expect((await iphone('GET', '/api/users/me')).statusCode).toBe(401);
    expect((await third('GET', '/api/users/me')).statusCode).toBe(401);
    expect((await phone('GET', '/api/users/me')).statusCode).toBe(200);
    expect((await phone('DELETE', '/api/users/sitzungen')).json()).toEqual({ beendet: 0 });
  });
});

describe('an ended session', () => {
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('ends its open chat stream when another device signs it out', async () => {
    const pair = await chatPair(t.app);
    const other = await loginAs(t.app, pair.customer.email, pair.customer.password);
    const stream = await openStream(baseUrl, '/api/chat/stream', other);
    await stream.ready();
    const current = device(t.app, pair.customerToken, CHROME_ANDROID);
    const target = (await listOf(current)).find((s) => !s.aktuell) as Sitzung;
    expect((await current('DELETE', `/api/users/sitzungen/${target.id}`)).statusCode).toBe(200);
    await stream.done;
    expect(stream.ended).toBe(true);
  });
});
