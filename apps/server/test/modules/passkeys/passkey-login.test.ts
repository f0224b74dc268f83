import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passkeys, users, webauthnChallenges } from '../../../src/db/schema';
import { getDatabase } from '../../helpers/database';
import { authHeaders, clientHeaders, createTestApp, uniqueIp } from '../../helpers/test-app';
import { authenticator, invalidCredentials, usePasskeyApp } from './passkeys.fixtures';

const px = usePasskeyApp();
const { loggedInCustomer, verifyRegistration, registerPasskey, loginOptions, verifyLogin, garbageAssertion } =
  px;

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

    const me = await px.t.app.inject({ method: 'GET', url: '/api/users/me', headers: authHeaders(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(customer.email);

    const [row] = await (await getDatabase()).db
      .select()
      .from(passkeys)
      .where(eq(passkeys.id, credential.id));
    expect(row?.counter).toBe(1);
    expect(row?.lastUsedAt).toBeInstanceOf(Date);

    // Logout ends that session like any other.
    const logout = await px.t.app.inject({ method: 'POST', url: '/api/logout', headers: authHeaders(token) });
    expect(logout.statusCode).toBe(200);
    const after = await px.t.app.inject({ method: 'GET', url: '/api/users/me', headers: authHeaders(token) });
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
    const blocked = await px.t.app.inject({
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
