import { describe, expect, it } from 'vitest';
import {
  authHeaders,
  clientHeaders,
  createTestAdviser,
  loginAsAdviser,
  uniqueIp,
} from '../../helpers/test-app';
import { authenticator, invalidCredentials, usePasskeyApp } from './passkeys.fixtures';

const px = usePasskeyApp();

/** Issue 14: the workspace's passkeys under /api/berater/passkeys, kept apart from the customers'. */
async function loggedInAdviser() {
  const adviser = await createTestAdviser();
  return { ...adviser, token: await loginAsAdviser(px.t.app, adviser.email, adviser.password) };
}

function adviserCall(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token: string | null,
  payload?: unknown,
) {
  return px.t.app.inject({
    method,
    url,
    headers: token ? authHeaders(token) : clientHeaders,
    ...(payload === undefined ? {} : { payload: payload as object }),
    remoteAddress: uniqueIp(),
  });
}

async function registerAdviserPasskey(token: string) {
  const options = await adviserCall('POST', '/api/berater/passkeys/register/options', token);
  expect(options.statusCode, options.body).toBe(200);
  const { challengeId, options: creation } = options.json();
  const { response, credential } = authenticator.register(creation);
  const verified = await adviserCall('POST', '/api/berater/passkeys/register/verify', token, {
    challengeId,
    response,
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return credential;
}

async function loginWith(
  side: '' | '/berater',
  credential: Parameters<typeof authenticator.authenticate>[1],
) {
  const options = await adviserCall('POST', `/api/${side ? 'berater/' : ''}passkeys/login/options`, null);
  expect(options.statusCode).toBe(200);
  const { challengeId, options: request } = options.json();
  return adviserCall('POST', `/api/${side ? 'berater/' : ''}passkeys/login/verify`, null, {
    challengeId,
    response: authenticator.authenticate(request, credential),
  });
}

describe("the workspace's passkeys", () => {
  it('an adviser registers a passkey, lists it, logs in with it into the workspace, and removes it', async () => {
    const adviser = await loggedInAdviser();
    const credential = await registerAdviserPasskey(adviser.token);
    const list = await adviserCall('GET', '/api/berater/passkeys', adviser.token);
    expect(list.json()).toEqual([{ id: credential.id, createdAt: expect.any(String), lastUsedAt: null }]);

    const login = await loginWith('/berater', credential);
    expect(login.statusCode, login.body).toBe(200);
    const me = await adviserCall('GET', '/api/berater/me', login.json().token);
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(adviser.email);
    expect(
      (await adviserCall('GET', '/api/berater/passkeys', adviser.token)).json()[0].lastUsedAt,
    ).not.toBeNull();

    const removed = await adviserCall('DELETE', `/api/berater/passkeys/${credential.id}`, adviser.token);
    expect(removed.statusCode).toBe(200);
    expect((await adviserCall('GET', '/api/berater/passkeys', adviser.token)).json()).toEqual([]);
    const after = await loginWith('/berater', credential);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject(invalidCredentials);
  });

  it("keeps the sides apart: an adviser's passkey never logs into the customer app, nor a customer's into the workspace", async () => {
    const adviser = await loggedInAdviser();
    const adviserCredential = await registerAdviserPasskey(adviser.token);
    const wrongSide = await loginWith('', adviserCredential);
    expect(wrongSide.statusCode).toBe(401);
    expect(wrongSide.json()).toMatchObject(invalidCredentials);

    const customer = await px.loggedInCustomer();
    const customerCredential = await px.registerPasskey(customer.token);
    const intoWorkspace = await loginWith('/berater', customerCredential);
    expect(intoWorkspace.statusCode).toBe(401);
    expect(intoWorkspace.json()).toMatchObject(invalidCredentials);
    // Each still works on its own side.
    expect((await loginWith('/berater', adviserCredential)).statusCode).toBe(200);
    expect((await loginWith('', customerCredential)).statusCode).toBe(200);
  });

  it("registers and lists only with the own side's session", async () => {
    const adviser = await loggedInAdviser();
    const customer = await px.loggedInCustomer();
    const asCustomer = await adviserCall('POST', '/api/berater/passkeys/register/options', customer.token);
    expect(asCustomer.statusCode).toBe(403);
    const asAdviser = await adviserCall('POST', '/api/passkeys/register/options', adviser.token);
    expect(asAdviser.statusCode).toBe(403);
    expect((await adviserCall('GET', '/api/berater/passkeys', null)).statusCode).toBe(401);
    // Another adviser's passkey cannot be removed (404 as for an unknown one), and stays.
    const credential = await registerAdviserPasskey(adviser.token);
    const other = await loggedInAdviser();
    const foreign = await adviserCall('DELETE', `/api/berater/passkeys/${credential.id}`, other.token);
    expect(foreign.statusCode).toBe(404);
    expect((await adviserCall('GET', '/api/berater/passkeys', adviser.token)).json()).toHaveLength(1);
  });
});
