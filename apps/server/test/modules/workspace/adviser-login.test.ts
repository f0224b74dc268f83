import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema';
import { call } from '../../helpers/account-flows';
import { getDatabase } from '../../helpers/database';
import {
  authHeaders,
  createTestAdviser,
  createTestCustomer,
  loginAsAdviser,
  uniqueIp,
  useTestApp,
} from '../../helpers/test-app';

const t = useTestApp();

describe('POST /api/berater/login', () => {
  it('gives an adviser a token that opens the workspace', async () => {
    const adviser = await createTestAdviser({ firstName: 'Sonja', lastName: 'Keller' });
    const response = await call(t.app, 'POST', '/api/berater/login', {
      payload: { email: adviser.email.toUpperCase(), password: adviser.password },
    });
    expect(response.statusCode).toBe(200);
    const { token } = response.json<{ token: string }>();
    const me = await t.app.inject({ method: 'GET', url: '/api/berater/me', headers: authHeaders(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      id: adviser.user.id,
      email: adviser.email,
      firstName: 'Sonja',
      lastName: 'Keller',
      agency: { id: adviser.agencyId, name: 'Thomas Berger', firma: 'Berger Versicherungsmakler GmbH' },
    });
  });

  it("refuses a customer's credentials as if they were wrong", async () => {
    const customer = await createTestCustomer();
    const response = await call(t.app, 'POST', '/api/berater/login', {
      payload: { email: customer.email, password: customer.password },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('invalid_credentials');
  });

  it("refuses an adviser's credentials at the customers' login as if they were wrong", async () => {
    const adviser = await createTestAdviser();
    const response = await call(t.app, 'POST', '/api/login', {
      payload: { email: adviser.email, password: adviser.password },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('invalid_credentials');
  });

  it('refuses a wrong password and answers 422 for a body that is no login', async () => {
    const adviser = await createTestAdviser();
    const wrong = await call(t.app, 'POST', '/api/berater/login', {
      payload: { email: adviser.email, password: 'Falsch!2026' },
    });
    expect(wrong.statusCode).toBe(401);
    const empty = await call(t.app, 'POST', '/api/berater/login', { payload: {} });
    expect(empty.statusCode).toBe(422);
    const unknownField = await call(t.app, 'POST', '/api/berater/login', {
      payload: { email: adviser.email, password: adviser.password, role: 'customer' },
    });
    expect(unknownField.statusCode).toBe(422);
  });

  it('blocks an account after the failures the customer login allows too', async () => {
    const adviser = await createTestAdviser();
    const ip = uniqueIp();
    // LOGIN_MAX_FAILURES_ACCOUNT is 5 in the test config.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await call(t.app, 'POST', '/api/berater/login', {
        payload: { email: adviser.email, password: `Falsch!${attempt}` },
        ip,
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await call(t.app, 'POST', '/api/berater/login', {
      payload: { email: adviser.email, password: adviser.password },
      ip,
    });
    expect(blocked.statusCode).toBe(429);
  });

  it('ends the session on logout: the token no longer opens anything', async () => {
    const adviser = await createTestAdviser();
    const token = await loginAsAdviser(t.app, adviser.email, adviser.password);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/berater/logout',
      headers: authHeaders(token),
    });
    expect(logout.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/berater/me', headers: authHeaders(token) });
    expect(me.statusCode).toBe(401);
  });

  it('refuses a deactivated adviser', async () => {
    const adviser = await createTestAdviser();
    const token = await loginAsAdviser(t.app, adviser.email, adviser.password);
    const { db } = await getDatabase();
    await db.update(users).set({ active: false }).where(eq(users.id, adviser.user.id));
    const me = await t.app.inject({ method: 'GET', url: '/api/berater/me', headers: authHeaders(token) });
    expect(me.statusCode).toBe(403);
    expect(me.json().error).toBe('user_not_active');
  });
});
