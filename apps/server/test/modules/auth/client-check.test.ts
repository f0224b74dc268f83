import { describe, expect, it } from 'vitest';
import { clientHeaders, useTestApp } from '../../helpers/test-app';

const t = useTestApp();

const body = { email: 'a@example.com', password: 'x' };

describe('client headers', () => {
  it.each([
    ['no headers', {}],
    ['an unknown client id', { ...clientHeaders, 'x-client-id': 'fremd' }],
    ['a wrong secret', { ...clientHeaders, 'x-client-secret': 'falsch' }],
    ['no app version', { ...clientHeaders, 'x-app-version': '' }],
    [
      'no API version',
      {
        'x-client-id': clientHeaders['x-client-id'],
        'x-client-secret': clientHeaders['x-client-secret'],
        'x-app-version': '1',
      },
    ],
  ])('refuses %s with client_not_allowed', async (_name, headers) => {
    for (const request of [
      { method: 'POST' as const, url: '/api/login', payload: body },
      { method: 'GET' as const, url: '/api/users/me' },
      { method: 'GET' as const, url: '/api/gibt-es-nicht' },
    ]) {
      const response = await t.app.inject({ ...request, headers });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'client_not_allowed',
        message: 'Der Zugang ist für diese Anwendung nicht gültig.',
      });
    }
  });

  it('accepts a client configured by API_CLIENTS', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: {
        ...clientHeaders,
        'x-client-id': 'partner-app',
        'x-client-secret': 'partner-secret-0123456789',
      },
      payload: body,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('invalid_credentials');
  });

  it('leaves health and readiness open to monitors', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('answers an unknown API path with a German 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/gibt-es-nicht', headers: clientHeaders });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: 'Der Eintrag wurde nicht gefunden.' });
  });
});
