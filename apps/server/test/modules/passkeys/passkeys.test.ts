import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkeys, users, webauthnChallenges } from '../../../src/db/schema';
import { getDatabase } from '../../helpers/database';
import { createSoftwareAuthenticator, type SoftwareCredential } from '../../helpers/software-authenticator';
import {
  authHeaders,
  clientHeaders,
  createTestApp,
  createTestCustomer,
  loginAs,
  type TestApp,
  uniqueIp,
} from '../../helpers/test-app';

const PUBLIC_URL = 'https://portal.example.test';
const authenticator = createSoftwareAuthenticator({ origin: PUBLIC_URL, rpId: 'portal.example.test' });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
});
afterAll(async () => {
  await t.app.close();
});

type Options = {
  challengeId: string;
  options: { challenge: string; user: { id: string; name: string } } & Record<string, unknown>;
};

async function loggedInCustomer() {
  const customer = await createTestCustomer({ password: 'Richtig!2026' });
  const token = await loginAs(t.app, customer.email, 'Richtig!2026');
  return { ...customer, token };
}

async function registrationOptions(token: string): Promise<Options> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/passkeys/register/options',
    headers: authHeaders(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

function verifyRegistration(token: string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/passkeys/register/verify',
    headers: authHeaders(token),
    payload: payload as object,
  });
}

/** Registers a passkey for the customer with the software authenticator. */
async function registerPasskey(token: string): Promise<SoftwareCredential> {
  const { challengeId, options } = await registrationOptions(token);
  const { response, credential } = authenticator.register(options);
  const verified = await verifyRegistration(token, { challengeId, response });
  expect(verified.statusCode, verified.body).toBe(200);
  expect(verified.json()).toEqual({ success: true });
  return credential;
}

async function loginOptions(ip = uniqueIp()): Promise<Options> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/passkeys/login/options',
    headers: clientHeaders,
    remoteAddress: ip,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

function verifyLogin(payload: unknown, ip = uniqueIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/passkeys/login/verify',
    headers: clientHeaders,
    payload: payload as object,
    remoteAddress: ip,
  });
}

function listPasskeys(token: string) {
  return t.app.inject({ method: 'GET', url: '/api/passkeys', headers: authHeaders(token) });
}

const invalidCredentials = { error: 'invalid_credentials', message: 'Die Zugangsdaten sind falsch.' };

describe('passkey registration', () => {
  it('offers options for a discoverable platform passkey with user verification, rpID from PUBLIC_URL', async () => {
    const customer = await loggedInCustomer();
    const { challengeId, options } = await registrationOptions(customer.token);
    expect(challengeId).toMatch(/^[0-9a-f-]{36}$/);
    expect(options.rp).toEqual({ name: 'Kundenportal', id: 'portal.example.test' });
    expect(options.user.name).toBe(customer.email);
    // The user handle is opaque: neither the e-mail nor the database id.
    expect(Buffer.from(options.user.id, 'base64url').toString('utf8')).not.toContain(
      String(customer.user.id),
    );
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
      authenticatorAttachment: 'platform',
    });
    expect(options.excludeCredentials).toEqual([]);
  });

  it('stores a verified credential, lists it and excludes it from the next options', async () => {
    const customer = await loggedInCustomer();
    const credential = await registerPasskey(customer.token);

    const list = await listPasskeys(customer.token);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([{ id: credential.id, createdAt: expect.any(String), lastUsedAt: null }]);

    const { options } = await registrationOptions(customer.token);
    expect(options.excludeCredentials).toEqual([
      { id: credential.id, type: 'public-key', transports: ['internal'] },
    ]);
  });

  it('refuses an answer from another origin with 422 and stores nothing', async () => {
    const customer = await loggedInCustomer();
    const { challengeId, options } = await registrationOptions(customer.token);
    const { response } = authenticator.register(options, { origin: 'https://evil.example' });
    const verified = await verifyRegistration(customer.token, { challengeId, response });
    expect(verified.statusCode).toBe(422);
    expect(verified.json().errors).toEqual(['Der Passkey konnte nicht gespeichert werden.']);
    expect((await listPasskeys(customer.token)).json()).toEqual([]);
  });

  it('refuses an answer for another rpID and one without user verification', async () => {
    const customer = await loggedInCustomer();
    for (const flags of [{ rpId: 'evil.example' }, { userVerified: false }]) {
      const { challengeId, options } = await registrationOptions(customer.token);
      const { response } = authenticator.register(options, flags);
      const verified = await verifyRegistration(customer.token, { challengeId, response });
      expect(verified.statusCode, JSON.stringify(flags)).toBe(422);
    }
    expect((await listPasskeys(customer.token)).json()).toEqual([]);
  });

  it('uses a challenge once, and only for the customer it was issued to', async () => {
    const customer = await loggedInCustomer();
    const other = await loggedInCustomer();
    const { challengeId, options } = await registrationOptions(customer.token);

    const stolen = authenticator.register(options);
    expect(
      (await verifyRegistration(other.token, { challengeId, response: stolen.response })).statusCode,
    ).toBe(422);
    // The other customer's attempt did not use it up… but an answer counts once.
    const { challengeId: second, options: secondOptions } = await registrationOptions(customer.token);
    const first = authenticator.register(secondOptions);
    expect(
      (await verifyRegistration(customer.token, { challengeId: second, response: first.response }))
        .statusCode,
    ).toBe(200);
    const again = authenticator.register(secondOptions);
    expect(
      (await verifyRegistration(customer.token, { challengeId: second, response: again.response }))
        .statusCode,
    ).toBe(422);
    expect((await listPasskeys(customer.token)).json()).toHaveLength(1);
    expect((await listPasskeys(other.token)).json()).toEqual([]);
  });
});

describe('passkey login', () => {
  it('logs in with a registered passkey: a session like a password login, counter and last use recorded', async () => {
    const customer = await loggedInCustomer();
    const credential = await registerPasskey(customer.token);

    const { challengeId, options } = await loginOptions();
    expect(options.rpId).toBe('portal.example.test');
    expect(options.userVerification).toBe('required');
    expect(options.allowCredentials ?? []).toEqual([]);

    const response = await verifyLogin({
      challengeId,
      response: authenticator.authenticate(options, credential),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { token } = response.json<{ token: string }>();
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: authHeaders(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(customer.email);

    const [row] = await (await getDatabase()).db
      .select()
      .from(passkeys)
      .where(eq(passkeys.id, credential.id));
    expect(row?.counter).toBe(1);
    expect(row?.lastUsedAt).toBeInstanceOf(Date);

    // Logout ends that session like any other.
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers: authHeaders(token) });
    expect(logout.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: authHeaders(token) });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a reused challenge', async () => {
    const customer = await loggedInCustomer();
    const credential = await registerPasskey(customer.token);
    const { challengeId, options } = await loginOptions();
    expect(
      (await verifyLogin({ challengeId, response: authenticator.authenticate(options, credential) }))
        .statusCode,
    ).toBe(200);
    const replay = await verifyLogin({
      challengeId,
      response: authenticator.authenticate(options, credential),
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(invalidCredentials);
  });

  it('refuses an expired challenge', async () => {
    const customer = await loggedInCustomer();
    const credential = await registerPasskey(customer.token);
    const { challengeId, options } = await loginOptions();
    await (await getDatabase()).db
      .update(webauthnChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(webauthnChallenges.id, challengeId));
    const response = await verifyLogin({
      challengeId,
      response: authenticator.authenticate(options, credential),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(invalidCredentials);
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['another rpID', { rpId: 'evil.example' }],
    ['no user verification', { userVerified: false }],
    ['a bad signature', { tamper: true }],
  ])('refuses %s with invalid_credentials', async (_name, flags) => {
    const customer = await loggedInCustomer();
    const credential = await registerPasskey(customer.token);
    const { challengeId, options } = await loginOptions();
    const response = await verifyLogin({
      challengeId,
      response: authenticator.authenticate(options, credential, flags),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(invalidCredentials);
  });

  it('refuses an unknown credential and a counter that went back', async () => {
    const customer = await loggedInCustomer();
    const credential = await registerPasskey(customer.token);
    const unknown = { ...credential, id: Buffer.from('unbekannt').toString('base64url') };
    const first = await loginOptions();
    expect(
      (
        await verifyLogin({
          challengeId: first.challengeId,
          response: authenticator.authenticate(first.options, unknown),
        })
      ).json(),
    ).toEqual(invalidCredentials);

    const second = await loginOptions();
    const ok = await verifyLogin({
      challengeId: second.challengeId,
      response: authenticator.authenticate(second.options, credential, { counter: 5 }),
    });
    expect(ok.statusCode).toBe(200);
    const third = await loginOptions();
    const cloned = await verifyLogin({
      challengeId: third.challengeId,
      response: authenticator.authenticate(third.options, credential, { counter: 3 }),
    });
    expect(cloned.statusCode).toBe(401);
  });

  it('answers an inactive customer with user_not_active', async () => {
    const customer = await loggedInCustomer();
    const credential = await registerPasskey(customer.token);
    await (await getDatabase()).db.update(users).set({ active: false }).where(eq(users.id, customer.user.id));
    const { challengeId, options } = await loginOptions();
    const response = await verifyLogin({
      challengeId,
      response: authenticator.authenticate(options, credential),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('user_not_active');
  });

  it.each([
    ['no body', undefined],
    ['an array', [1]],
    ['no challenge id', { response: {} }],
    ['a bad challenge id', { challengeId: 'x', response: {} }],
    ['wrong types', { challengeId: '0b5c5b5e-7c3a-4c55-9d1e-111111111111', response: { id: 5 } }],
    [
      'not base64url',
      {
        challengeId: '0b5c5b5e-7c3a-4c55-9d1e-111111111111',
        response: {
          id: 'a+b',
          rawId: 'a+b',
          type: 'public-key',
          response: { clientDataJSON: 'x', authenticatorData: 'x', signature: 'x' },
        },
      },
    ],
    [
      'a huge id',
      { challengeId: '0b5c5b5e-7c3a-4c55-9d1e-111111111111', response: { id: 'a'.repeat(5000) } },
    ],
  ])('answers %s with 422, never a 5xx', async (_name, payload) => {
    const login = await verifyLogin(payload);
    expect(login.statusCode).toBe(422);
    expect(Array.isArray(login.json().errors)).toBe(true);
    const customer = await loggedInCustomer();
    const register = await verifyRegistration(customer.token, payload);
    expect(register.statusCode).toBe(422);
  });

  it('answers garbage that passes the shape check with 401, not a 5xx', async () => {
    const customer = await loggedInCustomer();
    const credential = await registerPasskey(customer.token);
    const { challengeId } = await loginOptions();
    const response = await verifyLogin({
      challengeId,
      response: {
        id: credential.id,
        rawId: credential.id,
        type: 'public-key',
        clientExtensionResults: {},
        response: { clientDataJSON: 'AAAA', authenticatorData: 'AAAA', signature: 'AAAA' },
      },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('passkey login limits', () => {
  it('counts failed passkey logins against the client address, which then gets no more options', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 12; i++) {
      const { challengeId } = await loginOptions(ip);
      const response = await verifyLogin({ challengeId, response: garbageAssertion('unbekannt') }, ip);
      expect(response.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/passkeys/login/options',
      headers: clientHeaders,
      remoteAddress: ip,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('too_many_requests');
    expect((await loginOptions()).challengeId).toBeTruthy();
  });

  it('limits how many login options one address may fetch', async () => {
    const ip = uniqueIp();
    const limited = await createTestApp({ PASSKEY_OPTIONS_MAX_PER_IP: '3' });
    try {
      const fetchOptions = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/passkeys/login/options',
          headers: clientHeaders,
          remoteAddress: ip,
        });
      for (let i = 0; i < 3; i++) expect((await fetchOptions()).statusCode).toBe(200);
      expect((await fetchOptions()).statusCode).toBe(429);
    } finally {
      await limited.app.close();
    }
  });
});

function garbageAssertion(id: string) {
  return {
    id,
    rawId: id,
    type: 'public-key',
    clientExtensionResults: {},
    response: { clientDataJSON: 'AAAA', authenticatorData: 'AAAA', signature: 'AAAA' },
  };
}

describe('removing passkeys', () => {
  it('disable removes every passkey of the customer, and login with them fails', async () => {
    const customer = await loggedInCustomer();
    const credential = await registerPasskey(customer.token);
    await registerPasskey(customer.token);
    const other = await loggedInCustomer();
    await registerPasskey(other.token);

    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/passkeys',
      headers: authHeaders(customer.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, removed: 2 });
    expect((await listPasskeys(customer.token)).json()).toEqual([]);
    expect((await listPasskeys(other.token)).json()).toHaveLength(1);

    const { challengeId, options } = await loginOptions();
    const login = await verifyLogin({
      challengeId,
      response: authenticator.authenticate(options, credential),
    });
    expect(login.statusCode).toBe(401);
  });

  it('removes one own passkey; another customer’s id is not found and stays', async () => {
    const customer = await loggedInCustomer();
    const other = await loggedInCustomer();
    const own = await registerPasskey(customer.token);
    const foreign = await registerPasskey(other.token);

    const denied = await t.app.inject({
      method: 'DELETE',
      url: `/api/passkeys/${foreign.id}`,
      headers: authHeaders(customer.token),
    });
    expect(denied.statusCode).toBe(404);
    expect(denied.json().error).toBe('not_found');
    expect((await listPasskeys(other.token)).json()).toHaveLength(1);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/passkeys/${own.id}`,
      headers: authHeaders(customer.token),
    });
    expect(removed.statusCode).toBe(200);
    expect((await listPasskeys(customer.token)).json()).toEqual([]);
  });

  it('refuses every protected passkey route without token', async () => {
    for (const [method, url] of [
      ['POST', '/api/passkeys/register/options'],
      ['POST', '/api/passkeys/register/verify'],
      ['GET', '/api/passkeys'],
      ['DELETE', '/api/passkeys'],
      ['DELETE', '/api/passkeys/abc'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: clientHeaders });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().error).toBe('token_not_provided');
    }
  });

  it('needs the client headers on the public routes too', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/passkeys/login/options' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('client_not_allowed');
  });

  it('keeps tokens out of the logs', async () => {
    const customer = await loggedInCustomer();
    const credential = await registerPasskey(customer.token);
    const { challengeId, options } = await loginOptions();
    const response = await verifyLogin({
      challengeId,
      response: authenticator.authenticate(options, credential),
    });
    const { token } = response.json<{ token: string }>();
    expect(t.logs.join('\n')).not.toContain(token);
  });
});
