import { createSecretKey, randomUUID } from 'node:crypto';
import { isValidEmail } from '@kundenportal/domain/validation/email';
import { jwtVerify, SignJWT } from 'jose';
import { nowSeconds } from '../../lib/session/tokens';

/**
 * Single sign-on tokens (README, "Single sign-on"): HS256 JWTs the adviser's system signs with the
 * shared SSO_SECRET — iss = SSO_ISSUER, aud = 'kundenportal', sub = the customer's e-mail, a unique jti,
 * iat and an exp at most 5 minutes later. Each token logs in once.
 */
export const SSO_AUDIENCE = 'kundenportal';
export const SSO_MAX_LIFETIME_SECONDS = 300;
/** Tolerated clock difference between the adviser's system and the portal. */
const CLOCK_SKEW_SECONDS = 30;

export type SsoConfig = { secret: string | undefined; issuer: string };
export type SsoClaims = { email: string; jti: string; exp: number };

const key = (secret: string) => createSecretKey(Buffer.from(secret, 'utf8'));

/** Mints a token as an adviser system would (admin command `sso-token`, tests). */
export async function mintSsoToken(
  config: { secret: string; issuer: string },
  email: string,
  options: { now?: number; lifetimeSeconds?: number; jti?: string } = {},
): Promise<string> {
  const now = options.now ?? nowSeconds();
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(config.issuer)
    .setAudience(SSO_AUDIENCE)
    .setSubject(email)
    .setJti(options.jti ?? randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + (options.lifetimeSeconds ?? 120))
    .sign(key(config.secret));
}

/** The claims of a valid token, or null (bad signature, issuer, audience, expired, too long-lived …). */
export async function verifySsoToken(config: SsoConfig, token: string): Promise<SsoClaims | null> {
  if (!config.secret || token.length > 4096) return null;
  try {
    const { payload } = await jwtVerify(token, key(config.secret), {
      issuer: config.issuer,
      audience: SSO_AUDIENCE,
      algorithms: ['HS256'],
      requiredClaims: ['sub', 'jti', 'iat', 'exp'],
      clockTolerance: CLOCK_SKEW_SECONDS,
    });
    const { sub, jti, iat, exp } = payload;
    if (typeof sub !== 'string' || !isValidEmail(sub)) return null;
    if (typeof jti !== 'string' || jti.length === 0 || jti.length > 200) return null;
    if (typeof iat !== 'number' || typeof exp !== 'number') return null;
    if (exp <= iat || exp - iat > SSO_MAX_LIFETIME_SECONDS) return null;
    if (iat > nowSeconds() + CLOCK_SKEW_SECONDS) return null;
    return { email: sub, jti, exp };
  } catch {
    return null;
  }
}
