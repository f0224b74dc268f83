import { createSecretKey, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'kundenportal';
const VERIFIED_MAX = 10_000;

export type TokenClaims = {
  sub: string;
  sid: string;
  jti: string;
  iat: number;
  exp: number;
  /** Absolute end of the session (seconds): no token of it lives longer. */
  aex: number;
};

export type VerifyResult =
  | { ok: true; claims: TokenClaims }
  | { ok: false; reason: 'expired'; claims: Partial<TokenClaims> }
  | { ok: false; reason: 'invalid' };

export function createTokenService(secret: string, idleSeconds: number) {
  // A KeyObject once, instead of importing the raw secret on every sign and verify.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));

  async function sign(
    input: { userId: number; sessionId: string; absoluteExpiresAt: number },
    now = nowSeconds(),
  ) {
    const jti = randomUUID();
    const exp = Math.min(now + idleSeconds, input.absoluteExpiresAt);
    const token = await new SignJWT({ sid: input.sessionId, aex: input.absoluteExpiresAt })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setSubject(String(input.userId))
      .setJti(jti)
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .sign(key);
    return { token, jti, exp };
  }

  // Tokens whose signature was checked, with their claims: the check (WebCrypto HMAC) is the costliest
  // step of an authenticated request, and its outcome cannot change until the token expires.
  const verified = new Map<string, TokenClaims>();

  async function verify(token: string): Promise<VerifyResult> {
    const known = verified.get(token);
    if (known && known.exp > nowSeconds()) return { ok: true, claims: known };
    verified.delete(token);
    try {
      const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
      if (!isClaims(payload)) return { ok: false, reason: 'invalid' };
      if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
      verified.set(token, payload);
      return { ok: true, claims: payload };
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        return { ok: false, reason: 'expired', claims: error.payload as Partial<TokenClaims> };
      }
      return { ok: false, reason: 'invalid' };
    }
  }

  return { sign, verify, idleSeconds };
}

export type TokenService = ReturnType<typeof createTokenService>;

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isClaims(payload: Record<string, unknown>): payload is TokenClaims {
  return (
    typeof payload.sub === 'string' &&
    /^[1-9]\d{0,9}$/.test(payload.sub) &&
    Number(payload.sub) <= 2_147_483_647 &&
    typeof payload.sid === 'string' &&
    UUID.test(payload.sid) &&
    typeof payload.jti === 'string' &&
    UUID.test(payload.jti) &&
    typeof payload.iat === 'number' &&
    typeof payload.exp === 'number' &&
    typeof payload.aex === 'number'
  );
}
