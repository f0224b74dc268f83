import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deniedTokens, sessions, users } from '../../../src/db/schema';
import { createTokenService, nowSeconds } from '../../../src/lib/session/tokens';
import { getDatabase, restartDatabase } from '../../helpers/database';
import {
  authHeaders,
  clientHeaders,
  createTestApp,
  createTestCustomer,
  loginAs,
  TEST_JWT_SECRET,
  type TestApp,
} from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const me = (token: string, app = t.app) =>
  app.inject({ method: 'GET', url: '/api/users/me', headers: authHeaders(token) });

/** A session row and a token for it, issued `ageSeconds` ago. */
async function agedToken(userId: number, ageSeconds: number, options: { absoluteInSeconds?: number } = {}) {
  const { db } = await getDatabase();
  const sessionId = randomUUID();
  const now = nowSeconds();
  const absoluteExpiresAt = now + (options.absoluteInSeconds ?? 3600);
  await db
    .insert(sessions)
    .values({ id: sessionId, userId, absoluteExpiresAt: new Date(absoluteExpiresAt * 1000) });
  const tokens = createTokenService(TEST_JWT_SECRET, t.config.session.idleSeconds);
  return tokens.sign({ userId, sessionId, absoluteExpiresAt }, now - ageSeconds);
}

describe('error codes of spec section 8', () => {
  it('token_not_provided without an Authorization header', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: clientHeaders });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: 'token_not_provided',
      message: 'Es wurde kein Token mitgeliefert.',
    });
  });

  it.each(['garbage', 'a.b.c', ''])('token_invalid for the token %j', async (token) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { ...clientHeaders, authorization: `Bearer ${token}` },
    });
    const expected = token === '' ? 'token_not_provided' : 'token_invalid';
    expect(response.json().error).toBe(expected);
    expect(response.statusCode).toBe(401);
  });

  it('token_invalid for a token signed with another secret', async () => {
    const forged = await new SignJWT({ sid: randomUUID(), aex: nowSeconds() + 60 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('kundenportal')
      .setSubject('1')
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-000000'));
    const response = await me(forged);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'token_invalid', message: 'Die Anfrage ist ungültig.' });
  });

  it('token_expired for a token past its life', async () => {
    const customer = await createTestCustomer();
    const { token } = await agedToken(customer.user.id, t.config.session.idleSeconds + 5);
    const response = await me(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: 'token_expired',
      message: 'Die Anfrage ist nicht mehr gültig.',
    });
  });

  it("says 'Token has expired and can no longer be refreshed' past the absolute session limit", async () => {
    const customer = await createTestCustomer();
    const { token } = await agedToken(customer.user.id, 120, { absoluteInSeconds: -10 });
    const response = await me(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: 'token_expired',
      message: 'Token has expired and can no longer be refreshed',
    });
  });

  it('user_not_found once the account is gone', async () => {
    const customer = await createTestCustomer();
    const token = await loginAs(t.app, customer.email, customer.password);
    const { db } = await getDatabase();
    await db.delete(users).where(eq(users.id, customer.user.id));
    const response = await me(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: 'user_not_found',
      message: 'Der Benutzer wurde nicht gefunden.',
    });
  });

  it('user_not_active once the account is deactivated', async () => {
    const customer = await createTestCustomer();
    const token = await loginAs(t.app, customer.email, customer.password);
    const { db } = await getDatabase();
    await db.update(users).set({ active: false }).where(eq(users.id, customer.user.id));
    const response = await me(token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'user_not_active', message: 'Der Benutzer ist nicht aktiv.' });
  });
});

describe('token rotation', () => {
  it('keeps a young token and sends no new one', async () => {
    const customer = await createTestCustomer();
    const token = await loginAs(t.app, customer.email, customer.password);
    const response = await me(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers.authorization).toBeUndefined();
  });

  it('sends a fresh token past half life; the old one works during the grace and is denied after it', async () => {
    const customer = await createTestCustomer();
    const { token: old } = await agedToken(customer.user.id, t.config.session.idleSeconds / 2 + 5);
    const sentAt = Date.now();
    const first = await me(old);
    expect(first.statusCode).toBe(200);
    const fresh = String(first.headers.authorization).replace(/^Bearer /, '');
    expect(fresh).not.toBe(old);
    expect(fresh.split('.')).toHaveLength(3);

    // Still inside the grace (1 s in tests; a loaded CI machine can take longer than that between two
    // requests, so the grace's start is read from the row instead of racing the wall clock).
    const { db } = await getDatabase();
    const jti = JSON.parse(Buffer.from(old.split('.')[1] ?? '', 'base64url').toString()).jti as string;
    const denial = eq(deniedTokens.jti, jti);
    const [row] = await db.select().from(deniedTokens).where(denial);
    // The whole grace counts from the rotation, not from the second it fell in.
    expect(row?.effectiveAt.getTime()).toBeGreaterThanOrEqual(sentAt + t.config.session.graceSeconds * 1000);
    await db
      .update(deniedTokens)
      .set({ effectiveAt: new Date(Date.now() + 60_000) })
      .where(denial);
    expect((await me(old)).statusCode).toBe(200);
    // The grace is over. The state the last request kept (ADR 336: up to 1 s here, the grace) was kept
    // while the row still said +60 s; a real denial's time never moves, so a kept state ends with it.
    await db
      .update(deniedTokens)
      .set({ effectiveAt: new Date(Date.now() - 1000) })
      .where(denial);
    await vi.waitFor(async () => expect((await me(old)).statusCode).toBe(401), {
      timeout: t.config.session.graceSeconds * 1000 + 2000,
      interval: 100,
    });
    const denied = await me(old);
    expect(denied.statusCode).toBe(401);
    expect(denied.json()).toEqual({ error: 'token_invalid', message: 'The token has been blacklisted' });
    const again = await me(fresh);
    expect(again.statusCode).toBe(200);
    expect(again.headers.authorization).toBeUndefined();
  });

  it('never lets a rotated token outlive the absolute session limit', async () => {
    const customer = await createTestCustomer();
    const age = t.config.session.idleSeconds / 2 + 5;
    const { token } = await agedToken(customer.user.id, age, { absoluteInSeconds: 1000 });
    const response = await me(token);
    const fresh = String(response.headers.authorization).replace(/^Bearer /, '');
    const payload = JSON.parse(Buffer.from(fresh.split('.')[1] ?? '', 'base64url').toString());
    expect(payload.exp).toBeLessThanOrEqual(nowSeconds() + 1000);
    expect(payload.exp).toBe(payload.aex);

    const capped = await me(fresh);
    expect(capped.statusCode).toBe(200);
    expect(capped.headers.authorization).toBeUndefined();
  });
});

describe('POST /api/logout', () => {
  it('denies the token at once, also after a server restart', async () => {
    const customer = await createTestCustomer();
    const token = await loginAs(t.app, customer.email, customer.password);
    const other = await loginAs(t.app, customer.email, customer.password);
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers: authHeaders(token) });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ success: true });
    expect((await me(token)).json()).toEqual({
      error: 'token_invalid',
      message: 'The token has been blacklisted',
    });

    await t.app.close();
    await restartDatabase();
    t = await createTestApp();
    const afterRestart = await me(token);
    expect(afterRestart.statusCode).toBe(401);
    expect(afterRestart.json().message).toBe('The token has been blacklisted');
    expect((await me(other)).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/logout', headers: clientHeaders });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('token_not_provided');
  });
});
