import { unknownFieldTexts } from '@kundenportal/domain/texts/errors';
import { describe, expect, it } from 'vitest';
import {
  authHeaders,
  createTestAdviser,
  createTestCustomer,
  jsonCaller,
  loginAs,
  loginAsAdviser,
  useTestApp,
} from '../helpers/test-app';

const t = useTestApp();
const UNKNOWN = unknownFieldTexts.unknown;

/** Every write route without a body schema, each with a session of the side it needs. */
function bodylessRoutes() {
  return t.app.routeSummaries.filter(
    (route) =>
      route.url.startsWith('/api/') &&
      ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) &&
      !route.body,
  );
}

describe('a route that takes no body', () => {
  it('refuses whatever is sent along with 422 before the route runs, on every such route', async () => {
    const customer = await createTestCustomer();
    const adviser = await createTestAdviser();
    const tokens = {
      customer: await loginAs(t.app, customer.email, customer.password),
      adviser: await loginAsAdviser(t.app, adviser.email, adviser.password),
      none: '',
    };
    // The logouts last: with an empty body they end the session the other routes use.
    const routes = bodylessRoutes().sort(
      (a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')),
    );
    // Logout, passkeys, deletions, uploads, the workspace's resend and payout …
    expect(routes.length).toBeGreaterThan(25);
    for (const route of routes) {
      const url = route.url.replace(/:(\w+)/g, '1');
      const key = `${route.method} ${route.url}`;
      const send = (payload: string) =>
        t.app.inject({
          method: route.method as 'POST',
          url,
          headers: { ...authHeaders(tokens[route.role ?? 'none']), 'content-type': 'application/json' },
          payload,
        });
      const keyed = await send('{"x":1,"force":true}');
      expect(keyed.statusCode, key).toBe(422);
      expect(keyed.json().errors, key).toEqual([`x=>${UNKNOWN}`, `force=>${UNKNOWN}`]);
      const list = await send('[1]');
      expect(list.statusCode, key).toBe(422);
      expect(list.json().errors, key).toEqual([unknownFieldTexts.noBody]);
      // An empty object or null is no body: the route answers as without one (an upload route, for one,
      // then misses its file).
      for (const empty of ['{}', 'null']) {
        const answer = await send(empty);
        expect(answer.statusCode, `${key} ${empty}`).toBeLessThan(500);
        const errors: string[] = answer.statusCode === 422 ? answer.json().errors : [];
        expect(
          errors.filter((entry) => entry.includes(UNKNOWN) || entry === unknownFieldTexts.noBody),
        ).toEqual([]);
      }
    }
  });

  it('changes nothing when refused: the session stays after a logout with a body, the person after a deletion', async () => {
    const customer = await createTestCustomer({ config: { person_edit: true } });
    const token = await loginAs(t.app, customer.email, customer.password);
    const call = jsonCaller(t.app, token);
    const created = await call('POST', '/api/persons', { firstname: 'Kim', lastname: 'Kunde' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id ?? created.json().person?.id;

    expect((await call('DELETE', `/api/persons/${id}`, { force: true })).statusCode).toBe(422);
    expect((await call('GET', `/api/persons/${id}`)).statusCode).toBe(200);
    expect((await call('POST', '/api/logout', { everywhere: true })).statusCode).toBe(422);
    expect((await call('GET', '/api/users/me')).statusCode).toBe(200);

    expect((await call('POST', '/api/logout')).statusCode).toBeLessThan(300);
    expect((await call('GET', '/api/users/me')).statusCode).toBe(401);
  });

  it('leaves an unknown path its 404', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/gibt-es-nicht',
      headers: { ...authHeaders(''), 'content-type': 'application/json' },
      payload: '{"x":1}',
    });
    expect(response.statusCode).toBe(404);
  });

  it('keeps the order for anonymous requests: a protected route answers 401 before it looks at a body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/berater/empfehlungen/1/auszahlen',
      headers: { ...authHeaders(''), 'content-type': 'application/json' },
      payload: '{"x":1}',
    });
    expect(response.statusCode).toBe(401);
  });
});
