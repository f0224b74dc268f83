import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../../src/db/schema';
import { nowSeconds } from '../../../src/lib/session/tokens';
import { strongPassword } from '../../helpers/account-flows';
import { getDatabase } from '../../helpers/database';
import { type OpenStream, openStream } from '../../helpers/event-stream';
import { jsonCaller, loginAs, loginAsAdviser, useTestApp } from '../../helpers/test-app';
import { chatPair } from './chat.fixtures';

/**
 * Issue 27 item 29: a chat stream ends within a second of its session ending — logout, a password change
 * in another session, deactivation, expiry — and nothing written after the end reaches it.
 */
const t = useTestApp();
let baseUrl = '';

beforeAll(async () => {
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

const customerStream = (token: string) => openStream(baseUrl, '/api/chat/stream', token);
const adviserStream = (token: string) => openStream(baseUrl, '/api/berater/chat/stream', token);

/**
 * Ends the session with `end`, lets the other side write at once, and expects the stream closed within a
 * second without that message.
 */
async function expectEndsWith(
  stream: OpenStream,
  write: () => Promise<{ id: number }>,
  end: () => Promise<void>,
) {
  await stream.ready();
  const started = performance.now();
  await end();
  const afterEnd = await write();
  await stream.done;
  expect(performance.now() - started).toBeLessThan(1000);
  expect(stream.ended).toBe(true);
  expect(stream.messageIds()).not.toContain(afterEnd.id);
  expect(stream.messageIds()).toEqual([]);
}

describe('a chat stream ends with its session', () => {
  it("the customer's stream ends on logout", async () => {
    const pair = await chatPair(t.app);
    const token = await loginAs(t.app, pair.customer.email, pair.customer.password);
    const stream = await customerStream(token);
    await expectEndsWith(
      stream,
      () => pair.adviserSends('Nach dem Ende'),
      async () => {
        expect((await jsonCaller(t.app, token)('POST', '/api/logout')).statusCode).toBe(200);
      },
    );
  });

  it("the adviser's stream ends on the workspace's logout", async () => {
    const pair = await chatPair(t.app);
    const token = await loginAsAdviser(t.app, pair.adviser.email, pair.adviser.password);
    const stream = await adviserStream(token);
    await expectEndsWith(
      stream,
      () => pair.customerSends('Nach dem Ende'),
      async () => {
        expect((await jsonCaller(t.app, token)('POST', '/api/berater/logout')).statusCode).toBe(200);
      },
    );
  });

  it('a password change in another session ends the streams of the other sessions, not its own', async () => {
    const pair = await chatPair(t.app, { change_passwort: true });
    const other = await loginAs(t.app, pair.customer.email, pair.customer.password);
    const stream = await customerStream(other);
    const own = await customerStream(pair.customerToken);
    await own.ready();
    await expectEndsWith(
      stream,
      () => pair.adviserSends('Nach dem Ende'),
      async () => {
        const next = strongPassword();
        const response = await pair.customerCall('POST', '/api/password/change', {
          password: pair.customer.password,
          neues_passwort: next,
          password_new_confirmation: next,
        });
        expect(response.statusCode, response.body).toBe(200);
      },
    );
    const later = await pair.adviserSends('Für die gebliebene Sitzung');
    await own.waitFor((e) => e.id === String(later.id));
    expect(own.ended).toBe(false);
    await own.close();
  });

  it("an adviser's password change ends the adviser's other streams", async () => {
    const pair = await chatPair(t.app);
    const other = await loginAsAdviser(t.app, pair.adviser.email, pair.adviser.password);
    const stream = await adviserStream(other);
    await expectEndsWith(
      stream,
      () => pair.customerSends('Nach dem Ende'),
      async () => {
        const next = strongPassword();
        const response = await pair.adviserCall('POST', '/api/berater/passwort/aendern', {
          password: pair.adviser.password,
          neues_passwort: next,
          password_new_confirmation: next,
        });
        expect(response.statusCode, response.body).toBe(200);
      },
    );
  });

  it('deactivating the account ends its streams', async () => {
    const pair = await chatPair(t.app);
    const customer = await customerStream(pair.customerToken);
    const { db } = await getDatabase();
    await expectEndsWith(
      customer,
      () => pair.adviserSends('Nach dem Ende'),
      async () => {
        await db.update(users).set({ active: false }).where(eq(users.id, pair.customer.user.id));
      },
    );
    await db.update(users).set({ active: true }).where(eq(users.id, pair.customer.user.id));
  });

  it('deactivating an adviser ends their stream', async () => {
    const pair = await chatPair(t.app);
    const stream = await adviserStream(pair.adviserToken);
    await stream.ready();
    const { db } = await getDatabase();
    const started = performance.now();
    await db.update(users).set({ active: false }).where(eq(users.id, pair.adviser.user.id));
    const after = await pair.customerSends('Niemand hört');
    await stream.done;
    expect(performance.now() - started).toBeLessThan(1000);
    expect(stream.messageIds()).not.toContain(after.id);
  });

  it('a stream ends within a second of its token expiring', async () => {
    const pair = await chatPair(t.app);
    const { db } = await getDatabase();
    const sessionId = randomUUID();
    const absoluteExpiresAt = nowSeconds() + 2;
    await db.insert(sessions).values({
      id: sessionId,
      userId: pair.customer.user.id,
      absoluteExpiresAt: new Date(absoluteExpiresAt * 1000),
    });
    const { token, exp } = await t.app.sessions.tokens.sign({
      userId: pair.customer.user.id,
      sessionId,
      absoluteExpiresAt,
    });
    const stream = await customerStream(token);
    await stream.ready();
    await stream.done;
    const endedAt = Date.now();
    expect(endedAt).toBeGreaterThanOrEqual(exp * 1000 - 50);
    expect(endedAt).toBeLessThan(exp * 1000 + 1000);
    const after = await pair.adviserSends('Nach dem Ablauf');
    expect(stream.messageIds()).not.toContain(after.id);
  });

  it('hands out the token its request rotated, whose expiry it watches, and the client goes on with it', async () => {
    const pair = await chatPair(t.app);
    const { db } = await getDatabase();
    const sessionId = randomUUID();
    const absoluteExpiresAt = nowSeconds() + 3600;
    await db.insert(sessions).values({
      id: sessionId,
      userId: pair.customer.user.id,
      absoluteExpiresAt: new Date(absoluteExpiresAt * 1000),
    });
    // Past half its life: the stream's own auth check rotates it.
    const idle = t.config.session.idleSeconds;
    const { token } = await t.app.sessions.tokens.sign(
      { userId: pair.customer.user.id, sessionId, absoluteExpiresAt },
      nowSeconds() - Math.ceil(idle * 0.75),
    );
    const stream = await customerStream(token);
    await stream.ready();
    const rotated = /^Bearer (\S+)$/.exec(stream.response.headers.get('authorization') ?? '')?.[1];
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(token);
    expect((await jsonCaller(t.app, rotated ?? '')('GET', '/api/chat')).statusCode).toBe(200);
    await stream.close();
  });

  it('a stream of a session that goes on stays open when another session of the user ends', async () => {
    const pair = await chatPair(t.app);
    const second = await loginAs(t.app, pair.customer.email, pair.customer.password);
    const stream = await customerStream(pair.customerToken);
    await stream.ready();
    expect((await jsonCaller(t.app, second)('POST', '/api/logout')).statusCode).toBe(200);
    const after = await pair.adviserSends('Noch da?');
    await stream.waitFor((e) => e.id === String(after.id));
    expect(stream.ended).toBe(false);
    await stream.close();
  });
});
