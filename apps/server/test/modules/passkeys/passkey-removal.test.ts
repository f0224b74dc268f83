import { describe, expect, it } from 'vitest';
import { authHeaders, clientHeaders } from '../../helpers/test-app';
import { authenticator, usePasskeyApp } from './passkeys.fixtures';

const px = usePasskeyApp();
const { loggedInCustomer, registerPasskey, loginOptions, verifyLogin, listPasskeys } = px;

describe('removing passkeys', () => {
  it('disable removes every passkey of the customer, and login with them fails', async () => {
    const customer = await loggedInCustomer();
    const credential = await registerPasskey(customer.token);
    await registerPasskey(customer.token);
    const other = await loggedInCustomer();
    await registerPasskey(other.token);

    const response = await px.t.app.inject({
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

    const denied = await px.t.app.inject({
      method: 'DELETE',
      url: `/api/passkeys/${foreign.id}`,
      headers: authHeaders(customer.token),
    });
    expect(denied.statusCode).toBe(404);
    expect(denied.json().error).toBe('not_found');
    expect((await listPasskeys(other.token)).json()).toHaveLength(1);

    const removed = await px.t.app.inject({
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
      const response = await px.t.app.inject({ method, url, headers: clientHeaders });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().error).toBe('token_not_provided');
    }
  });

  it('needs the client headers on the public routes too', async () => {
    const response = await px.t.app.inject({ method: 'POST', url: '/api/passkeys/login/options' });
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
    expect(px.t.logs.join('\n')).not.toContain(token);
  });
});
