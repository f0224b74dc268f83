import { describe, expect, it } from 'vitest';
import {
  authHeaders,
  createTestAdviser,
  createTestCustomer,
  loginAs,
  loginAsAdviser,
  useTestApp,
} from '../../helpers/test-app';

const t = useTestApp();

/**
 * Issue 14: a customer's token never opens an adviser route and an adviser's token never opens a
 * customer route — every protected route of the API, both ways, as the route table lists them.
 */
describe('role separation', () => {
  const routesOf = (role: 'customer' | 'adviser') =>
    t.app.routeSummaries.filter((r) => r.role === role && r.method !== 'HEAD');

  it('has routes of both kinds, and every adviser route lives under /api/berater', () => {
    expect(routesOf('customer').length).toBeGreaterThan(50);
    expect(routesOf('adviser').length).toBeGreaterThanOrEqual(4);
    for (const route of routesOf('adviser')) expect(route.url).toMatch(/^\/api\/berater\//);
    for (const route of routesOf('customer')) expect(route.url).not.toMatch(/^\/api\/berater\//);
  });

  it('refuses every customer route an adviser token with 403 role_not_permitted', async () => {
    const adviser = await createTestAdviser();
    const token = await loginAsAdviser(t.app, adviser.email, adviser.password);
    for (const route of routesOf('customer')) {
      const url = route.url.replace(/:(\w+)/g, '1');
      const response = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: authHeaders(token),
      });
      expect(response.statusCode, `${route.method} ${url}`).toBe(403);
      expect(response.json().error, `${route.method} ${url}`).toBe('role_not_permitted');
    }
  });

  it('refuses every adviser route a customer token with 403 role_not_permitted', async () => {
    const customer = await createTestCustomer();
    const token = await loginAs(t.app, customer.email, customer.password);
    for (const route of routesOf('adviser')) {
      const url = route.url.replace(/:(\w+)/g, '1');
      const response = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: authHeaders(token),
      });
      expect(response.statusCode, `${route.method} ${url}`).toBe(403);
      expect(response.json().error, `${route.method} ${url}`).toBe('role_not_permitted');
    }
    // The customer's session is untouched by the refusals: still valid on its own side.
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: authHeaders(token) });
    expect(me.statusCode).toBe(200);
  });
});
