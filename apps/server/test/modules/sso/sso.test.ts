import { createSecretKey, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintSsoToken } from '../../../src/modules/sso/sso-token';
import { call } from '../../helpers/account-flows';
import { createTestAdviser, createTestApp, createTestCustomer, type TestApp } from '../../helpers/test-app';

const SSO_SECRET = 'sso-secret-of-the-adviser-system-0123456789';
const ISSUER = 'berater-system';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SSO_SECRET });
});
afterAll(async () => {
  await t.app.close();
});

const INVALID = { error: 'token_invalid', message: 'Der Token ist nicht gültig.' };
const now = () => Math.floor(Date.now() / 1000);

function sso(token: string) {
  return call(t.app, 'GET', `/api/sso/${token}`);
}

/** A token signed like an adviser system would, with claims to override. */
function sign(claims: Record<string, unknown>, secret = SSO_SECRET, alg = 'HS256') {
  const iat = now();
  return new SignJWT({ iss: ISSUER, aud: 'kundenportal', jti: randomUUID(), iat, exp: iat + 60, ...claims })
    .setProtectedHeader({ alg })
    .sign(createSecretKey(Buffer.from(secret, 'utf8')));
}

describe('GET /api/sso/:token', () => {
  it('logs the customer in once per token', async () => {
    const customer = await createTestCustomer();
    const token = await mintSsoToken({ secret: SSO_SECRET, issuer: ISSUER }, customer.email.toUpperCase());
    const response = await sso(token);
    expect(response.statusCode, response.body).toBe(200);
    const me = await call(t.app, 'GET', '/api/users/me', { token: response.json().token });
    expect(me.json().user.email).toBe(customer.email);

    const reused = await sso(token);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual(INVALID);
  });

  it.each([
    [
      'a wrong secret',
      async (email: string) => sign({ sub: email }, 'ein-ganz-anderes-geheimnis-0123456789abc'),
    ],
    ['another issuer', async (email: string) => sign({ sub: email, iss: 'fremd' })],
    ['another audience', async (email: string) => sign({ sub: email, aud: 'anderes-portal' })],
    ['an expired token', async (email: string) => sign({ sub: email, iat: now() - 400, exp: now() - 100 })],
    ['a lifetime over 5 minutes', async (email: string) => sign({ sub: email, exp: now() + 301 })],
    [
      'an iat in the future',
      async (email: string) => sign({ sub: email, iat: now() + 600, exp: now() + 660 }),
    ],
    ['no jti', async (email: string) => sign({ sub: email, jti: undefined })],
    ['no exp', async (email: string) => sign({ sub: email, exp: undefined })],
    ['HS512', async (email: string) => sign({ sub: email }, SSO_SECRET, 'HS512')],
    ['an unknown e-mail', async () => sign({ sub: `niemand-${randomUUID()}@example.com` })],
    ['a sub that is no e-mail', async () => sign({ sub: '42' })],
    ['garbage', async () => 'kein.jwt.token'],
    [
      'an unsigned token',
      async (email: string) => {
        const body = Buffer.from(
          JSON.stringify({
            iss: ISSUER,
            aud: 'kundenportal',
            sub: email,
            jti: 'x',
            iat: now(),
            exp: now() + 60,
          }),
        ).toString('base64url');
        return `${Buffer.from('{"alg":"none"}').toString('base64url')}.${body}.`;
      },
    ],
  ])('refuses %s with 401 token_invalid', async (_name, make) => {
    const customer = await createTestCustomer();
    const response = await sso(await make(customer.email));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID);
  });

  it("refuses an adviser's e-mail: single sign-on logs in customers only", async () => {
    const adviser = await createTestAdviser();
    const response = await sso(await mintSsoToken({ secret: SSO_SECRET, issuer: ISSUER }, adviser.email));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID);
  });

  it('refuses a deactivated account with user_not_active', async () => {
    const customer = await createTestCustomer({ active: false });
    const response = await sso(await mintSsoToken({ secret: SSO_SECRET, issuer: ISSUER }, customer.email));
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('user_not_active');
  });

  it('refuses every token when no SSO_SECRET is configured', async () => {
    await t.app.close();
    t = await createTestApp();
    const customer = await createTestCustomer();
    const response = await sso(await mintSsoToken({ secret: SSO_SECRET, issuer: ISSUER }, customer.email));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID);
  });

  it('keeps the token out of the logs', async () => {
    await t.app.close();
    t = await createTestApp({ SSO_SECRET });
    const customer = await createTestCustomer();
    const token = await mintSsoToken({ secret: SSO_SECRET, issuer: ISSUER }, customer.email);
    const response = await sso(token);
    expect(response.statusCode).toBe(200);
    const text = t.logs.join('');
    expect(text).toContain('/api/sso/[redacted]');
    expect(text).not.toContain(token);
    expect(text).not.toContain(token.split('.')[2]);
    expect(text).not.toContain(response.json().token);
  });
});
