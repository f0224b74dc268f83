import { createECDH, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chatTexts } from '@kundenportal/domain/texts/chat';
import { unknownFieldTexts } from '@kundenportal/domain/texts/errors';
import { eq } from 'drizzle-orm';
import { decrypt } from 'http_ece';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pushSubscriptions } from '../../../src/db/schema';
import { expectSessionBeforeBody } from '../../helpers/answer-order';
import { getDatabase } from '../../helpers/database';
import { createTestCustomer, jsonCaller, loginAs, useTestApp } from '../../helpers/test-app';
import { chatPair } from '../chat/chat.fixtures';

/**
 * Web Push (issue 14): a push service on loopback stands in for the browser vendors' (allowed through
 * PUSH_ENDPOINT_ORIGINS). What it receives is decrypted here with the subscription's private key, as the
 * browser would: the notification of an adviser's message to an away customer, signed with the server's
 * VAPID key from DATA_DIR.
 */
type Received = { path: string; headers: IncomingHttpHeaders; body: Buffer };
const received: Received[] = [];
let pushOrigin = '';
const pushService = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
    response.writeHead(request.url?.startsWith('/gone') ? 410 : 201).end();
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushOrigin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => pushService.close(() => resolve())));

const t = useTestApp(() => ({ PUSH_ENDPOINT_ORIGINS: pushOrigin }));

/** A browser's subscription: its P-256 key pair and auth secret, at a path of the loopback service. */
function browserSubscription(pathName = `/push/${randomBytes(8).toString('hex')}`) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: {
      endpoint: `${pushOrigin}${pathName}`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  };
}

async function storedFor(userId: number) {
  const { db } = await getDatabase();
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

describe('POST /api/push/register', () => {
  it('gives the public VAPID key kept in DATA_DIR and stores a subscription of a known push service', async () => {
    const c = await createTestCustomer();
    const call = jsonCaller(t.app, await loginAs(t.app, c.email, c.password));
    const stored = JSON.parse(readFileSync(path.join(t.dataDir, 'vapid-keys.json'), 'utf8'));
    expect((await call('GET', '/api/push/key')).json()).toEqual({ publicKey: stored.publicKey });
    const fcm = {
      ...browserSubscription().json,
      endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('hex')}`,
    };
    expect((await call('POST', '/api/push/register', fcm)).statusCode).toBe(201);
    expect(await storedFor(c.user.id)).toMatchObject([{ endpoint: fcm.endpoint, p256dh: fcm.keys.p256dh }]);
    // Again from the same browser: still one row.
    expect((await call('POST', '/api/push/register', fcm)).statusCode).toBe(201);
    expect(await storedFor(c.user.id)).toHaveLength(1);
  });

  it('refuses endpoints outside the push services, bad keys and unknown fields with 422, storing nothing', async () => {
    const c = await createTestCustomer();
    const call = jsonCaller(t.app, await loginAs(t.app, c.email, c.password));
    const valid = browserSubscription().json;
    const cases: [unknown, string][] = [
      [{ ...valid, endpoint: 'https://evil.example/push' }, `endpoint=>${chatTexts.push.unknownService}`],
      [
        { ...valid, endpoint: 'http://fcm.googleapis.com/fcm/send/x' },
        `endpoint=>${chatTexts.push.unknownService}`,
      ],
      [
        { ...valid, endpoint: 'https://fcm.googleapis.com:8443/x' },
        `endpoint=>${chatTexts.push.unknownService}`,
      ],
      [{ ...valid, endpoint: 'kein Link' }, `endpoint=>${chatTexts.push.invalidEndpoint}`],
      [
        { ...valid, endpoint: `https://fcm.googleapis.com/${'x'.repeat(1000)}` },
        `endpoint=>${chatTexts.push.invalidEndpoint}`,
      ],
      [{ ...valid, keys: { ...valid.keys, p256dh: 'abc' } }, `keys.p256dh=>${chatTexts.push.invalidKey}`],
      [
        { ...valid, keys: { ...valid.keys, auth: `${valid.keys.auth}A` } },
        `keys.auth=>${chatTexts.push.invalidKey}`,
      ],
      [{ ...valid, device: 'iPhone' }, `device=>${unknownFieldTexts.unknown}`],
    ];
    for (const [body, entry] of cases) {
      const response = await call('POST', '/api/push/register', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(response.json().errors).toContain(entry);
    }
    expect(await storedFor(c.user.id)).toEqual([]);
  });
});

// Issue 27, item 33: Lukas registering Max's endpoint took Max's notifications over.
describe('an endpoint belongs to the account that registered it', () => {
  it("refuses another account's registration of it (409) and keeps Max's notifications going there", async () => {
    const max = await chatPair(t.app);
    const lukas = await chatPair(t.app);
    const browser = browserSubscription();
    expect((await max.customerCall('POST', '/api/push/register', browser.json)).statusCode).toBe(201);
    const taken = await lukas.customerCall('POST', '/api/push/register', browserSubscription().json);
    expect(taken.statusCode).toBe(201);
    const refused = await lukas.customerCall('POST', '/api/push/register', {
      ...browserSubscription().json,
      endpoint: browser.json.endpoint,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'push_endpoint_taken',
      message: 'Dieses Gerät erhält bereits Mitteilungen für ein anderes Konto.',
    });
    expect(await storedFor(max.customer.user.id)).toMatchObject([
      { endpoint: browser.json.endpoint, p256dh: browser.json.keys.p256dh },
    ]);
    expect((await storedFor(lukas.customer.user.id)).map((row) => row.endpoint)).not.toContain(
      browser.json.endpoint,
    );
    // Max's notification still reaches his browser, readable with his keys only.
    await max.adviserSends('Für Max');
    const delivery = await vi.waitFor(
      () => {
        const found = received.find((r) => browser.json.endpoint.endsWith(r.path));
        if (!found) throw new Error('not yet');
        return found;
      },
      { timeout: 10_000, interval: 50 },
    );
    const plain = decrypt(delivery.body, {
      version: 'aes128gcm',
      privateKey: browser.ecdh,
      authSecret: browser.auth,
    });
    expect(JSON.parse(plain.toString('utf8')).tag).toBe('chat');
  });

  it("answers another account's DELETE of an endpoint with 404 and keeps it; the owner's removal frees it", async () => {
    const max = await chatPair(t.app);
    const lukas = await chatPair(t.app);
    const browser = browserSubscription().json;
    await max.customerCall('POST', '/api/push/register', browser);
    const foreign = await lukas.customerCall('DELETE', '/api/push/register', { endpoint: browser.endpoint });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      error: 'could_not_find_push_subscription',
      message: 'Für dieses Gerät sind keine Mitteilungen eingeschaltet.',
    });
    expect(await storedFor(max.customer.user.id)).toHaveLength(1);
    const unknown = { endpoint: browserSubscription().json.endpoint };
    expect((await max.customerCall('DELETE', '/api/push/register', unknown)).statusCode).toBe(404);

    expect(
      (await max.customerCall('DELETE', '/api/push/register', { endpoint: browser.endpoint })).statusCode,
    ).toBe(200);
    expect(await storedFor(max.customer.user.id)).toEqual([]);
    // Removed by its owner, the browser may now receive Lukas's notifications.
    expect((await lukas.customerCall('POST', '/api/push/register', browser)).statusCode).toBe(201);
    expect(await storedFor(lukas.customer.user.id)).toMatchObject([{ endpoint: browser.endpoint }]);
  });

  it('gives the endpoint to exactly one of two accounts registering it at the same time', async () => {
    const max = await chatPair(t.app);
    const lukas = await chatPair(t.app);
    const browser = browserSubscription().json;
    const answers = await Promise.all([
      max.customerCall('POST', '/api/push/register', browser),
      lukas.customerCall('POST', '/api/push/register', browser),
    ]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const owners = [
      ...(await storedFor(max.customer.user.id)),
      ...(await storedFor(lukas.customer.user.id)),
    ].filter((row) => row.endpoint === browser.endpoint);
    expect(owners).toHaveLength(1);
  });

  it('frees an endpoint the push service dropped (410) for the next account', async () => {
    const max = await chatPair(t.app);
    const lukas = await chatPair(t.app);
    const browser = browserSubscription(`/gone/${randomBytes(8).toString('hex')}`).json;
    await max.customerCall('POST', '/api/push/register', browser);
    expect((await lukas.customerCall('POST', '/api/push/register', browser)).statusCode).toBe(409);
    await max.adviserSends('Hallo');
    await vi.waitFor(
      async () => {
        if ((await storedFor(max.customer.user.id)).length > 0) throw new Error('still stored');
      },
      { timeout: 10_000, interval: 50 },
    );
    expect((await lukas.customerCall('POST', '/api/push/register', browser)).statusCode).toBe(201);
  });
});

describe('the notification of an adviser message to an away customer', () => {
  it('arrives at the push service encrypted for the browser and signed with the VAPID key', async () => {
    const pair = await chatPair(t.app);
    const browser = browserSubscription();
    expect((await pair.customerCall('POST', '/api/push/register', browser.json)).statusCode).toBe(201);
    await pair.adviserSends('Ihre Police ist da.');
    const delivery = await vi.waitFor(
      () => {
        const found = received.find((r) => browser.json.endpoint.endsWith(r.path));
        if (!found) throw new Error('not yet');
        return found;
      },
      { timeout: 10_000, interval: 50 },
    );
    const { publicKey } = JSON.parse(readFileSync(path.join(t.dataDir, 'vapid-keys.json'), 'utf8'));
    expect(delivery.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
    );
    expect(delivery.headers['content-encoding']).toBe('aes128gcm');
    expect(delivery.headers.urgency).toBe('high');
    const plain = decrypt(delivery.body, {
      version: 'aes128gcm',
      privateKey: browser.ecdh,
      authSecret: browser.auth,
    });
    expect(JSON.parse(plain.toString('utf8'))).toEqual({
      title: chatTexts.push.title,
      body: chatTexts.push.body('Thomas Berger'),
      url: '/#/app/berater/kontakt',
      tag: 'chat',
    });
    // The message text never leaves in a notification.
    expect(plain.toString('utf8')).not.toContain('Police');
  });

  it('forgets a subscription the push service says is gone (410)', async () => {
    const pair = await chatPair(t.app);
    const browser = browserSubscription(`/gone/${randomBytes(8).toString('hex')}`);
    await pair.customerCall('POST', '/api/push/register', browser.json);
    await pair.adviserSends('Hallo');
    await vi.waitFor(
      async () => {
        if ((await storedFor(pair.customer.user.id)).length > 0) throw new Error('still stored');
      },
      { timeout: 10_000, interval: 50 },
    );
  });
});

describe('the order of the push answers (ADR 100)', () => {
  it('answers 401 without token and 403 to an adviser before the body’s 422', async () => {
    await expectSessionBeforeBody(t.app, 'POST', '/api/push/register', { endpoint: 17, extra: 1 });
    await expectSessionBeforeBody(t.app, 'DELETE', '/api/push/register', { endpoint: 17 });
  });
});
