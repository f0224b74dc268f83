import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { getDatabase } from '../helpers/database';
import { clientHeaders, testConfig } from '../helpers/test-app';

type Line = {
  level: number;
  msg: string;
  route?: string;
  status?: number;
  ms?: number;
  req?: { url: string };
};

/** An app with a slow and a failing test route; its log lines parsed. */
async function appWithLog(env: Record<string, string>) {
  const lines: Line[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      for (const text of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(text));
      callback();
    },
  });
  const app = await buildApp(testConfig(env), await getDatabase(), { logStream });
  app.get('/api/test-slow/:code', { config: { clientCheck: false } }, async () => {
    await new Promise((resolve) => setTimeout(resolve, 60));
    return { ok: true };
  });
  app.get('/api/test-broken', { config: { clientCheck: false } }, async () => {
    throw new Error('broken on purpose');
  });
  await app.ready();
  const access = () =>
    lines.filter((line) => ['request', 'slow request', 'request failed'].includes(line.msg));
  return { app, lines, access };
}

describe('access log (one line per request)', () => {
  it('writes one info line with route pattern, status and duration, and the URL with secrets redacted', async () => {
    const { app, access } = await appWithLog({ LOG_LEVEL: 'info' });
    try {
      await app.inject({ method: 'GET', url: '/api/health' });
      await app.inject({
        method: 'GET',
        url: '/api/sso/eyJhbGciOiJIUzI1NiJ9.geheim.signatur',
        headers: clientHeaders,
      });
      const [health, sso] = access();
      expect(access()).toHaveLength(2);
      expect(health).toMatchObject({ level: 30, msg: 'request', route: '/api/health', status: 200 });
      expect(health?.ms).toBeTypeOf('number');
      expect(sso?.route).toBe('/api/sso/:token');
      expect(sso?.req?.url).toBe('/api/sso/[redacted]');
      expect(JSON.stringify(access())).not.toContain('geheim');
    } finally {
      await app.close();
    }
  });

  it('redacts the token of an adviser’s contract link (/api/jwtcontracts/<token>)', async () => {
    const { app, access } = await appWithLog({ LOG_LEVEL: 'info' });
    try {
      await app.inject({
        method: 'GET',
        url: '/api/jwtcontracts/eyJhbGciOiJIUzI1NiJ9.vertragsgeheim.signatur',
        headers: clientHeaders,
      });
      expect(access()).toHaveLength(1);
      expect(access()[0]?.req?.url).toBe('/api/jwtcontracts/[redacted]');
      expect(JSON.stringify(access())).not.toContain('vertragsgeheim');
    } finally {
      await app.close();
    }
  });

  it('logs server errors and slow requests at warn', async () => {
    const { app, access } = await appWithLog({ LOG_LEVEL: 'info', LOG_SLOW_REQUEST_MS: '40' });
    try {
      await app.inject({ method: 'GET', url: '/api/test-broken' });
      await app.inject({ method: 'GET', url: '/api/test-slow/1' });
      expect(access()).toEqual([
        expect.objectContaining({ level: 40, msg: 'request failed', status: 500 }),
        expect.objectContaining({
          level: 40,
          msg: 'slow request',
          route: '/api/test-slow/:code',
          status: 200,
        }),
      ]);
    } finally {
      await app.close();
    }
  });

  it('with LOG_ACCESS_LEVEL=debug production keeps only what matters: errors and slow requests', async () => {
    const { app, access } = await appWithLog({
      LOG_LEVEL: 'info',
      LOG_ACCESS_LEVEL: 'debug',
      LOG_SLOW_REQUEST_MS: '40',
    });
    try {
      await app.inject({ method: 'GET', url: '/api/health' });
      await app.inject({ method: 'GET', url: '/api/test-slow/2' });
      await app.inject({ method: 'GET', url: '/api/test-broken' });
      expect(access().map((line) => line.msg)).toEqual(['slow request', 'request failed']);
    } finally {
      await app.close();
    }
  });
});
