import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { createTokenService, nowSeconds } from '../../../src/lib/session/tokens';

const SECRET = 'tokens-test-secret-0123456789-abcdefghijklmnop';
const session = () => ({ userId: 42, sessionId: randomUUID(), absoluteExpiresAt: nowSeconds() + 3600 });

describe('token service', () => {
  it('verifies a token again from memory, and says expired once it is (the check is cached, not its time)', async () => {
    const tokens = createTokenService(SECRET, 2);
    const { token, exp } = await tokens.sign(session());
    expect((await tokens.verify(token)).ok).toBe(true);
    expect((await tokens.verify(token)).ok).toBe(true);
    // jose counts whole seconds: a token is expired from the second `exp` on. The clock moves there
    // (vitest's fake Date, which jose and the cache read), instead of the test waiting for it.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(exp * 1000 - 1000);
      expect((await tokens.verify(token)).ok).toBe(true);
      vi.setSystemTime(exp * 1000 + 50);
      const expired = await tokens.verify(token);
      expect(expired).toMatchObject({ ok: false, reason: 'expired' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('never accepts a token whose signature is wrong, also after the genuine one was checked', async () => {
    const tokens = createTokenService(SECRET, 600);
    const { token } = await tokens.sign(session());
    expect((await tokens.verify(token)).ok).toBe(true);
    const [header, payload, signature = ''] = token.split('.');
    // The first character carries six whole bits of the signature, so changing it always changes the bytes.
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(flipped).not.toBe(signature);
    expect(await tokens.verify(`${header}.${payload}.${flipped}`)).toEqual({ ok: false, reason: 'invalid' });
    const other = createTokenService('another-secret-0123456789-abcdefghijklmnopq', 600);
    expect(await other.verify(token)).toEqual({ ok: false, reason: 'invalid' });
  });

  it.each<[string, { sid?: string; jti?: string; sub?: string }]>([
    ['a session id that is no UUID', { sid: 'session-1' }],
    ['a token id that is no UUID', { jti: '1' }],
    ['a user id beyond 32 bits', { sub: '2147483648' }],
    ['a user id with a leading zero', { sub: '042' }],
  ])('refuses a correctly signed token with %s', async (_name, claims) => {
    const now = nowSeconds();
    const token = await new SignJWT({ sid: randomUUID(), aex: now + 600, ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('kundenportal')
      .setSubject(claims.sub ?? '42')
      .setJti(claims.jti ?? randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode(SECRET));
    expect(await createTokenService(SECRET, 600).verify(token)).toEqual({ ok: false, reason: 'invalid' });
  });
});
