import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FUZZ_RUNS } from '../../helpers/fuzz-runs';
import { authHeaders, clientHeaders, uniqueIp } from '../../helpers/test-app';
import { authenticator, invalidCredentials, usePasskeyApp } from '../passkeys/passkeys.fixtures';

/**
 * Konto löschen confirmed with a passkey instead of the password (issue 32, ADR 246): the options offer the
 * account's own passkeys and bind the challenge to this action and account; only such an answer asks for
 * the erasure, a login's challenge, another account's passkey or a tampered signature do not.
 */
const p = usePasskeyApp();
type Options = { challengeId: string; options: { challenge: string; allowCredentials: { id: string }[] } };

async function erasureOptions(token: string): Promise<Options> {
  const response = await p.t.app.inject({
    method: 'POST',
    url: '/api/users/loeschen/passkey/optionen',
    headers: authHeaders(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const confirm = (token: string, payload: object) =>
  p.t.app.inject({
    method: 'POST',
    url: '/api/users/loeschen/passkey',
    headers: authHeaders(token),
    payload,
    remoteAddress: uniqueIp(),
  });

const pendingOf = async (token: string) =>
  (await p.t.app.inject({ method: 'GET', url: '/api/users/loeschen', headers: authHeaders(token) })).json<{
    loeschung: { faellig_am: string } | null;
  }>().loeschung;

describe('POST /api/users/loeschen/passkey', () => {
  it('asks for the erasure when one of the account’s passkeys answers the erasure’s challenge', async () => {
    const customer = await p.loggedInCustomer();
    const credential = await p.registerPasskey(customer.token);
    const { challengeId, options } = await erasureOptions(customer.token);
    expect(options.allowCredentials.map((allowed) => allowed.id)).toEqual([credential.id]);

    const asked = await confirm(customer.token, {
      challengeId,
      response: authenticator.authenticate(options, credential),
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const { loeschung } = asked.json<{ loeschung: { faellig_am: string } }>();
    expect(await pendingOf(customer.token)).toEqual(loeschung);

    // The challenge is used up: the same answer again is refused.
    const again = await confirm(customer.token, {
      challengeId,
      response: authenticator.authenticate(options, credential),
    });
    expect(again.statusCode).toBe(401);
  });

  it('refuses a login’s challenge, another account’s passkey and a tampered signature; nothing is asked', async () => {
    const customer = await p.loggedInCustomer();
    const credential = await p.registerPasskey(customer.token);
    const other = await p.loggedInCustomer();
    const foreign = await p.registerPasskey(other.token);

    const login = await p.loginOptions();
    const withLogin = await confirm(customer.token, {
      challengeId: login.challengeId,
      response: authenticator.authenticate(login.options, credential),
    });
    expect(withLogin.statusCode).toBe(401);
    expect(withLogin.json()).toEqual(invalidCredentials);

    const forOther = await erasureOptions(customer.token);
    const withForeign = await confirm(customer.token, {
      challengeId: forOther.challengeId,
      response: authenticator.authenticate(forOther.options, foreign),
    });
    expect(withForeign.statusCode).toBe(401);

    const tampered = await erasureOptions(customer.token);
    const withTampered = await confirm(customer.token, {
      challengeId: tampered.challengeId,
      response: authenticator.authenticate(tampered.options, credential, { tamper: true }),
    });
    expect(withTampered.statusCode).toBe(401);

    // The other account's own erasure options do not serve this account either.
    const othersOptions = await erasureOptions(other.token);
    const crossed = await confirm(customer.token, {
      challengeId: othersOptions.challengeId,
      response: authenticator.authenticate(othersOptions.options, credential),
    });
    expect(crossed.statusCode).toBe(401);

    expect(await pendingOf(customer.token)).toBeNull();
    expect(await pendingOf(other.token)).toBeNull();
  });

  it('refuses a body that is no answer (422) and a call without a session (401)', async () => {
    const customer = await p.loggedInCustomer();
    const bad = await confirm(customer.token, { challengeId: 'x', response: {} });
    expect(bad.statusCode).toBe(422);
    const anonymous = await p.t.app.inject({
      method: 'POST',
      url: '/api/users/loeschen/passkey/optionen',
      headers: clientHeaders,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/users/loeschen/passkey with generated bodies', () => {
  it('never answers a 5xx: 422 for what is no answer, 401 for an answer that does not confirm', async () => {
    const customer = await p.loggedInCustomer();
    const credential = await p.registerPasskey(customer.token);
    const { challengeId, options } = await erasureOptions(customer.token);
    const real = authenticator.authenticate(options, credential);
    const bodies = fc.oneof(
      fc.jsonValue(),
      fc.record({ challengeId: fc.uuid(), response: fc.jsonValue() }),
      fc.record({
        challengeId: fc.oneof(fc.uuid(), fc.constant(challengeId)),
        response: fc.record({ ...Object.fromEntries(Object.keys(real).map((key) => [key, fc.jsonValue()])) }),
      }),
      fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue(), { maxKeys: 3 }),
    );
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const response = await p.t.app.inject({
          method: 'POST',
          url: '/api/users/loeschen/passkey',
          headers: { ...authHeaders(customer.token), 'content-type': 'application/json' },
          payload: JSON.stringify(body),
          remoteAddress: uniqueIp(),
        });
        expect(response.statusCode, JSON.stringify(body)).toBeLessThan(500);
        expect([400, 401, 422], JSON.stringify(body)).toContain(response.statusCode);
      }),
      { numRuns: FUZZ_RUNS },
    );
    expect(await pendingOf(customer.token)).toBeNull();
  });
});
