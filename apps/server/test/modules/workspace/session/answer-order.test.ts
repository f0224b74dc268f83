import { describe, expect, it } from 'vitest';
import {
  clientHeaders,
  createTestAdviser,
  createTestCustomer,
  jsonCaller,
  loginAs,
  loginAsAdviser,
  useTestApp,
} from '../../../helpers/test-app';

const t = useTestApp();

describe("the adviser's own session: /api/berater/me and /logout", () => {
  it("answers no token with 401, a customer's token with 403, and the adviser with the described profile", async () => {
    const adviser = await createTestAdviser({ firstName: 'Sonja', lastName: 'Keller' });
    const customer = await createTestCustomer();
    const asCustomer = jsonCaller(t.app, await loginAs(t.app, customer.email, customer.password));
    for (const [method, url] of [
      ['GET', '/api/berater/me'],
      ['POST', '/api/berater/logout'],
    ] as const) {
      const anonymous = await t.app.inject({ method, url, headers: clientHeaders });
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json().error).toBe('token_not_provided');
      const refused = await asCustomer(method, url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error).toBe('role_not_permitted');
    }
    const call = jsonCaller(t.app, await loginAsAdviser(t.app, adviser.email, adviser.password));
    const me = await call('GET', '/api/berater/me');
    expect(me.statusCode).toBe(200);
    expect(Object.keys(me.json())).toEqual(['id', 'email', 'firstName', 'lastName', 'agency']);
    expect(me.json()).toMatchObject({ id: adviser.user.id, firstName: 'Sonja', lastName: 'Keller' });
    expect(Object.keys(me.json().agency)).toEqual(['id', 'name', 'firma']);
    const out = await call('POST', '/api/berater/logout');
    expect(out.body).toBe('{"success":true}');
  });
});
