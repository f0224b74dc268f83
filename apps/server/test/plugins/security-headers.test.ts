import { describe, expect, it } from 'vitest';
import { authHeaders, createTestCustomer, loginAs, useTestApp } from '../helpers/test-app';

const t = useTestApp();

describe('security headers', () => {
  it.each(['/api/health', '/api/no-such-route'])('are on every response (%s)', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('let the app frame only its own pages (a Vergleichsrechner through its frame host page, ADR 193)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const directives = String(response.headers['content-security-policy'])
      .split(';')
      .map((part) => part.trim());
    expect(directives).toContain("frame-src 'self'");
  });

  it('are on a cached authenticated read too, and stay the same from one request to the next', async () => {
    const customer = await createTestCustomer();
    const token = await loginAs(t.app, customer.email, customer.password);
    const first = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: authHeaders(token) });
    const second = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: authHeaders(token) });
    expect(first.headers['content-security-policy']).toBe(second.headers['content-security-policy']);
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(second.headers['cache-control']).toBe('no-store');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});
