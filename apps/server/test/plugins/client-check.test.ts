import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHeaders, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  // Load shedding off: a busy test machine must not turn the answers under test into 503s.
  t = await createTestApp({ PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0' });
});
afterAll(async () => {
  await t.app.close();
});

type Method = NonNullable<InjectOptions['method']>;

/**
 * Routes a monitor or an outside check reaches without client headers (route config clientCheck: false),
 * file URLs a browser opens with a ticket (<img>, downloads, pdf.js), and the private calendar feed a
 * calendar app fetches with its secret, the public signature check (test/modules/signatures) and a
 * Vergleichsrechner's frame host page, opened by its ticket (test/modules/vergleichsrechner), and the data
 * export's ZIP, downloaded with its ticket (test/modules/data-export).
 */
const OPEN =
  /^\/api\/(health|ready|metrics|openapi\.json|docs(\/.*)?|(persons|contracts|inquire)\/:id\/documents\/:filename|calendar\/feed\/:token|agents\/:id\/logo|berater\/schadensmeldung\/:id\/anhaenge\.zip|signaturen\/pruefen|vergleichsrechner\/:id\/rahmen|users\/export\/:id\/datei)$/;

const concrete = (url: string) => url.replace(/:(\w+)/g, 'x1').replace(/\*$/, 'x1');

/** Spellings of one path that a router or a proxy may treat as the same resource. */
function variants(path: string): string[] {
  const rest = path.slice('/api'.length);
  const segments = path.split('/').filter(Boolean);
  const encodedFirstLetters = `/${segments.map((s) => `%${s.charCodeAt(0).toString(16)}${s.slice(1)}`).join('/')}`;
  return [
    `/%61pi${rest}`,
    `/%41PI${rest}`,
    encodedFirstLetters,
    `/api${rest.replaceAll('/', '%2F')}`,
    `/api%2F${rest.slice(1)}`,
    `//api${rest}`,
    `/api/${rest}`,
    `/api${rest.replace(/\/(?=[^/]*$)/, '//')}`,
    `/API${rest}`,
    `/Api${rest.toUpperCase()}`,
    `${path}/`,
    `${path}?x=1`,
  ];
}

function apiRoutes() {
  return t.app.routeSummaries.filter((r) => r.url.startsWith('/api/'));
}

async function openRoutes(): Promise<Set<string>> {
  const open = new Set<string>();
  for (const route of apiRoutes()) {
    const response = await t.app.inject({ method: route.method as Method, url: concrete(route.url) });
    if (response.statusCode !== 403) open.add(`${route.method} ${route.url}`);
  }
  return open;
}

describe('client check by the matched route', () => {
  it('opens only health, readiness, metrics and the API description to callers without client headers', async () => {
    const open = await openRoutes();
    for (const key of open) expect(key.split(' ')[1], key).toMatch(OPEN);
    for (const url of ['/api/health', '/api/ready']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    if (apiRoutes().some((r) => r.url === '/api/metrics')) {
      const metrics = await t.app.inject({ method: 'GET', url: '/api/metrics' });
      expect(metrics.statusCode, 'metrics is refused by its token rule, never by the client check').not.toBe(
        403,
      );
    }
  });

  it('refuses every encoded, doubled-slash and case variant of every /api route without client headers (or finds nothing)', async () => {
    const open = await openRoutes();
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      if (open.has(`${route.method} ${route.url}`)) continue;
      for (const url of variants(concrete(route.url))) {
        const response = await t.app.inject({
          method: route.method as Method,
          url,
          ...(['POST', 'PUT', 'PATCH'].includes(route.method)
            ? { payload: { email: 'max.mustermann@example.com', password: 'Muster!2026' } }
            : {}),
        });
        const where = `${route.method} ${url}`;
        expect([403, 404], where).toContain(response.statusCode);
        if (route.method !== 'HEAD') {
          // A trailing slash can land on an open file URL (empty file name): it finds nothing either.
          expect(response.json(), where).toMatchObject({
            error:
              response.statusCode === 403
                ? 'client_not_allowed'
                : expect.stringMatching(/^(not_found|could_not_find_document)$/),
          });
          expect(Object.keys(response.json()).sort(), where).toEqual(['error', 'message']);
        }
        expect(response.headers['cache-control'], where).toBe('no-store');
      }
    }
  });

  it('answers every /api request with Cache-Control: no-store, also encoded ones with client headers', async () => {
    const paths = ['/api/gibt-es-nicht', '/%61pi/gibt-es-nicht', '/API/users/me', '//api/users/me'];
    for (const route of apiRoutes()) paths.push(concrete(route.url), `/%61pi${concrete(route.url).slice(4)}`);
    for (const url of paths) {
      for (const headers of [{}, clientHeaders]) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        expect(response.headers['cache-control'], `GET ${url}`).toBe('no-store');
      }
    }
  });

  it('serves the percent-encoded login only with client headers, like the plain one', async () => {
    const payload = { email: 'max.mustermann@example.com', password: 'falsch' };
    const without = await t.app.inject({ method: 'POST', url: '/%61pi/login', payload });
    expect(without.statusCode).toBe(403);
    const withHeaders = await t.app.inject({
      method: 'POST',
      url: '/%61pi/login',
      payload,
      headers: clientHeaders,
    });
    expect(withHeaders.statusCode).toBe(401);
    expect(withHeaders.headers['cache-control']).toBe('no-store');
  });
});
