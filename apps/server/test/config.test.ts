import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { tempDir } from './helpers/temp-dir';

const dir = () => tempDir('kp-config');

describe('loadConfig', () => {
  it('has safe defaults', () => {
    const config = loadConfig({ DATA_DIR: dir() });
    expect(config.port).toBe(8080);
    expect(config.session.idleSeconds).toBe(30 * 60);
    expect(config.session.maxSeconds).toBe(12 * 3600);
    expect(config.clients.get('kundenportal-web')).toBe('kundenportal-web-secret');
    expect(config.databaseUrl).toBeUndefined();
  });

  it('keeps files in DATA_DIR/files unless all four S3 variables are set', () => {
    expect(loadConfig({ DATA_DIR: dir() }).blobStorage).toEqual({ kind: 'disk' });
    const s3 = {
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'kundenportal',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'geheim',
    };
    expect(loadConfig({ DATA_DIR: dir(), ...s3, S3_PREFIX: 'portal/' }).blobStorage).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'kundenportal',
      accessKeyId: 'id',
      secretAccessKey: 'geheim',
      region: 'us-east-1',
      forcePathStyle: true,
      prefix: 'portal/',
    });
    const { S3_SECRET_ACCESS_KEY: _left, ...partial } = s3;
    expect(() => loadConfig({ DATA_DIR: dir(), ...partial })).toThrowError(
      /S3_SECRET_ACCESS_KEY: needed with/,
    );
    expect(() => loadConfig({ DATA_DIR: dir(), ...s3, S3_PREFIX: 'Portal' })).toThrowError(ConfigError);
  });

  it('generates a JWT secret once, keeps it in DATA_DIR readable by the owner only', () => {
    const dataDir = dir();
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    const second = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    const file = path.join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it.each([
    ['PORT', 'achtzig'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['JWT_SECRET', 'kurz'],
    ['SMTP_URL', 'http://mail'],
    ['LOG_LEVEL', 'laut'],
    ['API_CLIENTS', 'ohne-secret'],
    ['SESSION_IDLE_MINUTES', '0'],
    ['TRUST_PROXY', 'ja'],
    ['TRUST_PROXY', '1'],
    ['TRUST_PROXY', '127.0.0.1/33'],
    ['TRUST_PROXY', '127.0.0.1,proxy'],
  ])('stops with a message naming %s=%s', (key, value) => {
    expect(() => loadConfig({ DATA_DIR: dir(), [key]: value })).toThrowError(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir(), [key]: value })).toThrowError(new RegExp(`\\b${key}\\b`));
  });

  it("takes TRUST_PROXY as the proxies' addresses or true; with the address a client-written X-Forwarded-For is not the address", async () => {
    const trust = (value?: string) => loadConfig({ DATA_DIR: dir(), TRUST_PROXY: value }).trustProxy;
    expect([trust(), trust('false'), trust('true')]).toEqual([false, false, true]);
    expect(trust('127.0.0.1, 10.0.0.0/8,::1')).toBe('127.0.0.1, 10.0.0.0/8,::1');
    const ipWith = async (trustProxy: boolean | string) => {
      const app = Fastify({ trustProxy });
      app.get('/', async (request) => request.ip);
      // A client that wrote 6.6.6.6 itself, behind one proxy that appended the client's real address.
      const answer = await app.inject({ url: '/', headers: { 'x-forwarded-for': '6.6.6.6, 192.0.2.7' } });
      await app.close();
      return answer.body;
    };
    expect(await ipWith(trust('127.0.0.1'))).toBe('192.0.2.7');
    expect(await ipWith(trust('127.0.0.0/8,::1'))).toBe('192.0.2.7');
    expect(await ipWith(trust('false'))).toBe('127.0.0.1');
    // `true` trusts every hop: only safe when the proxy replaces the header (the cluster's HAProxy does).
    expect(await ipWith(trust('true'))).toBe('6.6.6.6');
  });

  it('allows the test clock only outside production, and has the reminder worker on by default', () => {
    expect(loadConfig({ DATA_DIR: dir() })).toMatchObject({
      testClock: false,
      reminders: { worker: true, intervalMs: 60_000 },
    });
    expect(loadConfig({ DATA_DIR: dir(), TEST_CLOCK: 'true' }).testClock).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dir(), TEST_CLOCK: 'true', NODE_ENV: 'production' })).toThrowError(
      /TEST_CLOCK/,
    );
    expect(loadConfig({ DATA_DIR: dir() }).testCustomers).toBe(false);
    expect(loadConfig({ DATA_DIR: dir(), TEST_CUSTOMERS: 'true' }).testCustomers).toBe(true);
    expect(() =>
      loadConfig({ DATA_DIR: dir(), TEST_CUSTOMERS: 'true', NODE_ENV: 'production' }),
    ).toThrowError(/TEST_CUSTOMERS: not allowed with NODE_ENV=production/);
    expect(() => loadConfig({ DATA_DIR: dir(), REMINDER_INTERVAL_SECONDS: '0' })).toThrowError(ConfigError);
  });

  it('links no store unless APP_STORE_URL / PLAY_STORE_URL are set, and only to https addresses', () => {
    expect(loadConfig({ DATA_DIR: dir() }).storeLinks).toEqual({ ios: null, android: null });
    const ios = 'https://apps.apple.com/de/app/beispiel/id123456789';
    const android = 'https://play.google.com/store/apps/details?id=de.example.portal';
    expect(loadConfig({ DATA_DIR: dir(), APP_STORE_URL: ios, PLAY_STORE_URL: android }).storeLinks).toEqual({
      ios,
      android,
    });
    expect(loadConfig({ DATA_DIR: dir(), PLAY_STORE_URL: '' }).storeLinks.android).toBeNull();
    for (const bad of ['http://apps.apple.com/x', 'javascript:alert(1)', 'https://', 'https://a b/']) {
      expect(() => loadConfig({ DATA_DIR: dir(), APP_STORE_URL: bad })).toThrowError(/APP_STORE_URL/);
      expect(() => loadConfig({ DATA_DIR: dir(), PLAY_STORE_URL: bad })).toThrowError(/PLAY_STORE_URL/);
    }
  });

  it('has the diagnostics page off by default, and without DEV_TOOLS_TOKEN only on a local portal', () => {
    expect(loadConfig({ DATA_DIR: dir() }).devTools).toEqual({
      enabled: false,
      token: undefined,
      toggle: true,
    });
    expect(loadConfig({ DATA_DIR: dir(), DEV_TOOLS: 'true' }).devTools.enabled).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dir(), DEV_TOOLS: 'yes' })).toThrowError(/DEV_TOOLS/);
    // ADR 314: a local portal (the e2e server, npm run dev) needs no key and may toggle hasMakler ...
    for (const local of [
      'http://localhost:8080',
      'http://127.0.0.1:8220',
      'http://[::1]:80',
      'http://app.localhost',
    ]) {
      expect(loadConfig({ DATA_DIR: dir(), DEV_TOOLS: 'true', PUBLIC_URL: local }).devTools, local).toEqual({
        enabled: true,
        token: undefined,
        toggle: true,
      });
    }
    // ... any other address, or NODE_ENV=production, refuses to start without DEV_TOOLS_TOKEN, in German.
    const needsToken =
      /DEV_TOOLS: braucht DEV_TOOLS_TOKEN \(mindestens 32 Zeichen\), außer auf einem lokalen Portal/;
    for (const deployed of [
      'https://portal.example.de',
      'http://10.0.0.5:8080',
      'http://localhost.example.de',
      'http://128.0.0.1',
    ]) {
      expect(
        () => loadConfig({ DATA_DIR: dir(), DEV_TOOLS: 'true', PUBLIC_URL: deployed }),
        deployed,
      ).toThrowError(needsToken);
    }
    expect(() => loadConfig({ DATA_DIR: dir(), DEV_TOOLS: 'true', NODE_ENV: 'production' })).toThrowError(
      needsToken,
    );
    const token = 't'.repeat(32);
    // With the key it starts there, and the toggle stays shut (ADR 313).
    expect(
      loadConfig({
        DATA_DIR: dir(),
        DEV_TOOLS: 'true',
        DEV_TOOLS_TOKEN: token,
        PUBLIC_URL: 'https://portal.example.de',
      }).devTools,
    ).toEqual({ enabled: true, token, toggle: false });
    expect(
      loadConfig({ DATA_DIR: dir(), DEV_TOOLS: 'true', DEV_TOOLS_TOKEN: token, NODE_ENV: 'production' })
        .devTools,
    ).toEqual({ enabled: true, token, toggle: false });
    expect(() => loadConfig({ DATA_DIR: dir(), DEV_TOOLS_TOKEN: 't'.repeat(31) })).toThrowError(
      /DEV_TOOLS_TOKEN/,
    );
    // Off in production without it: nothing to refuse at start.
    expect(loadConfig({ DATA_DIR: dir(), NODE_ENV: 'production' }).devTools.enabled).toBe(false);
    expect(loadConfig({ DATA_DIR: dir(), PUBLIC_URL: 'https://portal.example.de' }).devTools.enabled).toBe(
      false,
    );
    const standby = 'postgres://kp:geheim@127.0.0.1:5433/kp';
    expect(loadConfig({ DATA_DIR: dir(), DATABASE_STANDBY_URL: standby }).databaseStandbyUrl).toBe(standby);
    expect(() => loadConfig({ DATA_DIR: dir(), DATABASE_STANDBY_URL: 'mysql://x' })).toThrowError(
      /DATABASE_STANDBY_URL/,
    );
  });

  it('adds clients from API_CLIENTS', () => {
    const config = loadConfig({
      DATA_DIR: dir(),
      API_CLIENTS: 'ios-app:ios-secret-0123456789abc,cms:cms-secret-0123456789abcd',
    });
    expect(config.clients.get('ios-app')).toBe('ios-secret-0123456789abc');
    expect(config.clients.get('cms')).toBe('cms-secret-0123456789abcd');
  });
});
