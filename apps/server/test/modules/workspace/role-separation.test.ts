import { isAdviserApiPath } from '@kundenportal/domain/routing/workspace-paths';
import { describe, expect, it } from 'vitest';
import {
  authHeaders,
  createTestAdviser,
  createTestCustomer,
  loginAs,
  loginAsAdviser,
  useTestApp,
} from '../../helpers/test-app';

// DEV_TOOLS: the diagnostics' routes (ADR 312) are held to the same rules.
const t = useTestApp({ DEV_TOOLS: 'true' });

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
    const isAdviserUrl = (url: string) => isAdviserApiPath(url.slice('/api'.length));
    for (const route of routesOf('adviser')) expect(isAdviserUrl(route.url), route.url).toBe(true);
    for (const route of routesOf('customer')) expect(isAdviserUrl(route.url), route.url).toBe(false);
  });

  /** Every route of `role` answers `token` with 403 role_not_permitted. */
  async function expectRefused(role: 'customer' | 'adviser', token: string) {
    for (const route of routesOf(role)) {
      const url = route.url.replace(/:(\w+)/g, '1');
      const response = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: authHeaders(token),
      });
      expect(response.statusCode, `${route.method} ${url}`).toBe(403);
      expect(response.json().error, `${route.method} ${url}`).toBe('role_not_permitted');
    }
  }

  it('refuses every customer route an adviser token with 403 role_not_permitted', async () => {
    const adviser = await createTestAdviser();
    const token = await loginAsAdviser(t.app, adviser.email, adviser.password);
    await expectRefused('customer', token);
  });

  it('refuses every adviser route a customer token with 403 role_not_permitted', async () => {
    const customer = await createTestCustomer();
    const token = await loginAs(t.app, customer.email, customer.password);
    await expectRefused('adviser', token);
    // The customer's session is untouched by the refusals: still valid on its own side.
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: authHeaders(token) });
    expect(me.statusCode).toBe(200);
  });
});
