import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { sessions } from '../../src/db/schema';
import { createTokenService, nowSeconds } from '../../src/lib/session/tokens';
import { API_COMPRESSION_THRESHOLD_BYTES } from '../../src/plugins/compression';
import { getDatabase } from '../helpers/database';
import { tempDir } from '../helpers/temp-dir';
import {
  authHeaders,
  clientHeaders,
  createTestCustomer,
  loginAs,
  TEST_JWT_SECRET,
  testConfig,
} from '../helpers/test-app';

/** API JSON is compressed from the measured threshold on, and compression leaves everything else intact. */
let app: FastifyInstance;
let idleSeconds: number;
beforeAll(async () => {
  const config = testConfig({ DATA_DIR: tempDir('kp-compress') });
  idleSeconds = config.session.idleSeconds;
  app = await buildApp(config, await getDatabase());
  // A JSON body of an exact size, to test the threshold at its boundary.
  app.get('/api/test-sized/:bytes', async (request, reply) => {
    const bytes = Number((request.params as { bytes: string }).bytes);
    const filler = 'x'.repeat(bytes - '{"filler":""}'.length);
    return reply.type('application/json; charset=utf-8').send(`{"filler":"${filler}"}`);
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const sized = (bytes: number, acceptEncoding = 'gzip, deflate, br') =>
  app.inject({
    method: 'GET',
    url: `/api/test-sized/${bytes}`,
    headers: { ...clientHeaders, 'accept-encoding': acceptEncoding },
  });

function decoded(response: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.rawPayload.toString();
}

describe('API response compression', () => {
  it(`compresses a JSON body of ${API_COMPRESSION_THRESHOLD_BYTES} bytes, not one of a byte less`, async () => {
    const below = await sized(API_COMPRESSION_THRESHOLD_BYTES - 1);
    expect(below.statusCode).toBe(200);
    expect(below.headers['content-encoding']).toBeUndefined();
    expect(below.rawPayload.length).toBe(API_COMPRESSION_THRESHOLD_BYTES - 1);

    const at = await sized(API_COMPRESSION_THRESHOLD_BYTES);
    expect(at.statusCode).toBe(200);
    expect(at.headers['content-encoding']).toBe('gzip');
    expect(String(at.headers.vary)).toMatch(/accept-encoding/i);
    expect(at.rawPayload.length).toBeLessThan(API_COMPRESSION_THRESHOLD_BYTES / 4);
    expect(decoded(at)).toHaveLength(API_COMPRESSION_THRESHOLD_BYTES);
    expect(at.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['gzip, deflate, br, zstd', 'gzip'],
    ['br', 'br'],
    ['identity', undefined],
    ['', undefined],
  ])('Accept-Encoding "%s" → %s', async (accept, expected) => {
    const response = await sized(4096, accept);
    expect(response.headers['content-encoding']).toBe(expected);
    expect(JSON.parse(decoded(response)).filler).toHaveLength(4096 - '{"filler":""}'.length);
  });

  it('compresses a real profile and keeps the rotated token in the Authorization header', async () => {
    const customer = await createTestCustomer();
    const token = await loginAs(app, customer.email, customer.password);
    const fresh = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { ...authHeaders(token), 'accept-encoding': 'gzip, br' },
    });
    expect(fresh.statusCode).toBe(200);
    expect(decoded(fresh).length).toBeGreaterThanOrEqual(API_COMPRESSION_THRESHOLD_BYTES);
    expect(fresh.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(fresh)).user.email).toBe(customer.email);

    // A token past half its life: the answer carries a fresh one, compressed body or not.
    const { db } = await getDatabase();
    const sessionId = randomUUID();
    const now = nowSeconds();
    await db
      .insert(sessions)
      .values({ id: sessionId, userId: customer.user.id, absoluteExpiresAt: new Date((now + 3600) * 1000) });
    const aged = await createTokenService(TEST_JWT_SECRET, idleSeconds).sign(
      { userId: customer.user.id, sessionId, absoluteExpiresAt: now + 3600 },
      now - idleSeconds / 2 - 5,
    );
    const rotated = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { ...authHeaders(aged.token), 'accept-encoding': 'gzip' },
    });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.headers['content-encoding']).toBe('gzip');
    expect(String(rotated.headers.authorization)).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(JSON.parse(decoded(rotated)).user.email).toBe(customer.email);
  });

  it('leaves small answers (health, errors) uncompressed', async () => {
    const health = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
    const denied = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { ...clientHeaders, 'accept-encoding': 'gzip' },
    });
    expect(denied.statusCode).toBe(401);
    expect(denied.headers['content-encoding']).toBeUndefined();
  });
});
