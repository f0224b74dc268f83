import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Routes whose schema does not yet have a summary and a response schema for its answers (issue 28). This
 * list may only shrink: convert a route (lib/route-responses.ts, docs/architecture.md's request flow)
 * and delete its line here. A route not listed must be described; a listed one that is described fails
 * too, so the list stays the truth.
 */
const NOT_YET_DESCRIBED = new Set<string>([]);

let t: TestApp;
beforeAll(async () => {
  // DEV_TOOLS: the diagnostics' routes (ADR 312) are held to the same rules.
  t = await createTestApp({ DEV_TOOLS: 'true' });
});
afterAll(async () => {
  await t.app.close();
});

/** The API's routes as 'METHOD /url', without HEAD and the document's own (hidden) routes. */
function apiRoutes() {
  const hidden = (url: string) =>
    url === '/api/openapi.json' || url === '/api/docs' || url.startsWith('/api/docs/');
  return t.app.routeSummaries.filter(
    (route) => route.url.startsWith('/api/') && route.method !== 'HEAD' && !hidden(route.url),
  );
}

describe('route schemas', () => {
  it('give every route a summary and its answers (2xx and the error body), except the routes still listed', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(100);
    const undescribed = routes
      .filter((route) => !route.described)
      .map((route) => `${route.method} ${route.url}`);
    expect(
      undescribed.filter((key) => !NOT_YET_DESCRIBED.has(key)),
      'routes without summary or response schema',
    ).toEqual([]);
    const done = routes
      .filter((route) => route.described)
      .map((route) => `${route.method} ${route.url}`)
      .filter((key) => NOT_YET_DESCRIBED.has(key));
    expect(done, 'described now: delete them from NOT_YET_DESCRIBED').toEqual([]);
  });

  it('lists only routes that exist', () => {
    const keys = new Set(apiRoutes().map((route) => `${route.method} ${route.url}`));
    expect([...NOT_YET_DESCRIBED].filter((key) => !keys.has(key))).toEqual([]);
  });
});
