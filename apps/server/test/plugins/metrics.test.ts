import { errorCatalogue } from '@kundenportal/domain/errors/error-codes';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { authHeaders, createTestApp, createTestCustomer, loginAs, type TestApp } from '../helpers/test-app';

const TOKEN = 'metrics-token-0123456789-abcdefghij'; // 35 characters
const OUTSIDE = '203.0.113.9';

const apps: TestApp[] = [];
async function app(env: Record<string, string> = {}) {
  const t = await createTestApp(env);
  apps.push(t);
  return t;
}
afterAll(async () => {
  for (const t of apps) await t.app.close();
});

/** A monitoring system: no X-Client-* headers, only what is given here. */
function scrape(t: TestApp, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) {
  return t.app.inject({
    method: 'GET',
    url: '/api/metrics',
    headers: options.headers ?? {},
    remoteAddress: options.remoteAddress ?? '127.0.0.1',
  });
}

/** The value of one sample line, e.g. `db_query_duration_seconds_count{outcome="ok"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/metrics', () => {
  it('answers a loopback monitor without client headers in Prometheus format with every metric group', async () => {
    const t = await app();
    const customer = await createTestCustomer();
    const token = await loginAs(t.app, customer.email, customer.password);
    for (let i = 0; i < 2; i += 1) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: authHeaders(token) })).statusCode,
      ).toBe(200);
    }
    // A raw URL with an id: the metric must carry the route pattern, never the id.
    await t.app.inject({ method: 'GET', url: '/api/persons/987654321', headers: authHeaders(token) });

    const response = await scrape(t);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.headers['content-type']).toContain('version=0.0.4');
    const text = response.body;

    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/users/me",status_code="200"}',
      ),
    ).toBe(2);
    // The second read came from the view cache (ADR 008); the unknown person was looked up there too (ADR 330).
    expect(sample(text, 'view_cache{stat="hits"}')).toBe(1);
    expect(sample(text, 'view_cache{stat="misses"}')).toBe(2);
    expect(sample(text, 'view_cache{stat="users"}')).toBe(1);
    expect(text).toContain('route="/api/persons/:id"');
    expect(text).not.toContain('987654321');
    expect(text).toContain('route="/api/login"');
    expect(sample(text, 'db_query_duration_seconds_count{outcome="ok"}')).toBeGreaterThan(0);
    expect(sample(text, 'outbox_messages{state="pending"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'outbox_messages{state="due"}')).toBeGreaterThanOrEqual(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
    expect(text).toContain('# TYPE db_pool_connections gauge');
    // The secret-bearing headers of the earlier requests never reach the metrics.
    expect(text).not.toContain(token);
  });

  it('keeps one registry per app: two apps in one process count their own requests', async () => {
    const first = await app();
    const second = await app();
    await first.app.inject({ method: 'GET', url: '/api/health' });
    await first.app.inject({ method: 'GET', url: '/api/health' });
    await second.app.inject({ method: 'GET', url: '/api/health' });
    const series = 'http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"}';
    expect(sample((await scrape(first)).body, series)).toBe(2);
    expect(sample((await scrape(second)).body, series)).toBe(1);
  });

  it('without METRICS_TOKEN exists only for loopback: 404 from outside and for proxied loopback calls', async () => {
    const t = await app();
    const outside = await scrape(t, { remoteAddress: OUTSIDE });
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toEqual({ error: 'not_found', message: errorCatalogue.not_found.message });
    // A reverse proxy on the same host connects from loopback: its forwarded requests are not local.
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const proxied = await scrape(t, { headers: { [header]: OUTSIDE } });
      expect(proxied.statusCode, header).toBe(404);
    }
    expect((await scrape(t, { remoteAddress: '::1' })).statusCode).toBe(200);
    expect((await scrape(t, { remoteAddress: '::ffff:127.0.0.1' })).statusCode).toBe(200);
  });

  it('with METRICS_TOKEN answers a bearer of the token from anywhere, 401 without or with a wrong one', async () => {
    const t = await app({ METRICS_TOKEN: TOKEN, TRUST_PROXY: 'true' });
    const ok = await scrape(t, { remoteAddress: OUTSIDE, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('http_request_duration_seconds');

    const missing = await scrape(t, { remoteAddress: OUTSIDE });
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toContain('Bearer');
    expect(missing.json().error).toBe('token_not_provided');

    for (const wrong of [`${TOKEN}x`, TOKEN.slice(0, -1), TOKEN.toUpperCase(), 'x']) {
      const response = await scrape(t, {
        remoteAddress: OUTSIDE,
        headers: { authorization: `Bearer ${wrong}` },
      });
      expect(response.statusCode, wrong).toBe(401);
      expect(response.json().error).toBe('token_invalid');
      expect(response.body).not.toContain('http_request_duration_seconds');
    }
    // With TRUST_PROXY the client address comes from X-Forwarded-For; claiming loopback there opens nothing.
    const spoofed = await scrape(t, { remoteAddress: OUTSIDE, headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(spoofed.statusCode).toBe(401);
  });

  it('METRICS_TOKEN needs at least 32 characters', () => {
    const base = { DATA_DIR: apps[0]?.dataDir ?? '.' };
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'a'.repeat(31) })).toThrowError(/METRICS_TOKEN/);
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'a'.repeat(31) })).toThrowError(ConfigError);
    expect(loadConfig({ ...base, METRICS_TOKEN: 'a'.repeat(32) }).metricsToken).toBe('a'.repeat(32));
  });
});
