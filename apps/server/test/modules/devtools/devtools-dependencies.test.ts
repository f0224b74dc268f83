import { createServer, type Server } from 'node:net';
import { Readable } from 'node:stream';
import type { DependencyCheck, DevtoolsStatus } from '@kundenportal/domain/devtools/devtools-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config';
import type { BlobStore } from '../../../src/lib/blob-store/blob-store';
import { CHECK_TIMEOUT_MS, checkDependencies } from '../../../src/modules/devtools/checks';
import { redactUrl } from '../../../src/modules/devtools/redact';
import { freePort, type ReplicatedPostgres, startReplicatedPostgres } from '../../helpers/private-postgres';
import { startS3rver } from '../../helpers/s3rver';
import { tempDir } from '../../helpers/temp-dir';
import {
  authHeaders,
  createTestApp,
  createTestCustomer,
  loginAs,
  TEST_JWT_SECRET,
} from '../../helpers/test-app';

/**
 * Each dependency of the diagnostics page up and down against real parts: a stand-in SMTP server and a
 * closed port, a private primary and its streaming standby (the standby running and stopped, the primary
 * named as standby), s3rver running and closed. No answer carries a credential.
 */

/** Speaks just enough SMTP for a greeting, EHLO and QUIT; counts the sessions. */
function smtpStandIn(): Promise<{ port: number; sessions: () => number; close: () => Promise<void> }> {
  let sessions = 0;
  const server: Server = createServer((socket) => {
    sessions += 1;
    socket.write('220 stand-in ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of String(chunk).split('\r\n').filter(Boolean)) {
        if (/^(EHLO|HELO)/i.test(line)) socket.write('250-stand-in\r\n250 AUTH PLAIN LOGIN\r\n');
        else if (/^AUTH/i.test(line)) socket.write('235 Authentication successful\r\n');
        else if (/^QUIT/i.test(line)) socket.end('221 Bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => {});
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : 0,
        sessions: () => sessions,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

let smtp: Awaited<ReturnType<typeof smtpStandIn>>;
let replicated: ReplicatedPostgres;
let closedPort: number;
beforeAll(async () => {
  [smtp, replicated, closedPort] = await Promise.all([smtpStandIn(), startReplicatedPostgres(), freePort()]);
}, 120_000);
afterAll(async () => {
  await Promise.all([smtp?.close(), replicated?.destroy()]);
});

const disk = { kind: 'disk' } as const;
const sourcesWith = (env: Record<string, string>, blobStore: BlobStore = nullStore()) => {
  const config = loadConfig({ DATA_DIR: tempDir('kp-devtools'), JWT_SECRET: TEST_JWT_SECRET, ...env });
  return {
    config: { ...config, blobStorage: env.S3_ENDPOINT ? config.blobStorage : disk },
    whoAnswers: async () => null,
    blobStore,
  };
};

function nullStore(size: BlobStore['size'] = async () => null): BlobStore {
  const none = async () => {
    throw new Error('not used');
  };
  return { size, write: none, read: none, remove: none, sweep: none, list: () => Readable.from([]) } as never;
}

const check = (checks: DependencyCheck[], key: DependencyCheck['key']) =>
  checks.find((entry) => entry.key === key) as DependencyCheck;

describe('the diagnostics’ dependency checks', () => {
  it('SMTP: up with its latency when the server greets, down on a closed port', async () => {
    const before = smtp.sessions();
    const up = check(
      await checkDependencies(sourcesWith({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` })),
      'mail',
    );
    expect(up).toMatchObject({ state: 'up', target: `smtp://127.0.0.1:${smtp.port}`, detail: 'antwortet' });
    expect(up.latencyMs).toBeGreaterThan(0);
    expect(smtp.sessions()).toBe(before + 1);
    expect(check(await checkDependencies(sourcesWith({})), 'database')).toMatchObject({
      state: 'up',
      target: 'PGlite',
    });
    const down = check(
      await checkDependencies(sourcesWith({ SMTP_URL: `smtp://127.0.0.1:${closedPort}` })),
      'mail',
    );
    expect(down).toMatchObject({ state: 'down', latencyMs: null, detail: 'keine Antwort: ECONNREFUSED' });
  });

  it('standby: up in recovery with its replay lag, flagged as a primary or without its primary, down when stopped', async () => {
    const { primary, standby } = replicated;
    const standbyCheck = async (url: string) =>
      check(await checkDependencies(sourcesWith({ DATABASE_STANDBY_URL: url })), 'databaseStandby');
    const inRecovery = await standbyCheck(standby.url);
    expect(inRecovery).toMatchObject({
      state: 'up',
      target: `postgres://127.0.0.1:${standby.port}/postgres`,
    });
    // Nothing written meanwhile: all WAL received is replayed.
    expect(inRecovery.detail).toBe('antwortet, im Recovery-Modus, Rückstand 0 s');
    expect(inRecovery.latencyMs).toBeGreaterThan(0);

    // DATABASE_STANDBY_URL naming a primary (a standby promoted after a failover, ADR 290).
    const promoted = await standbyCheck(primary.url);
    expect(promoted).toMatchObject({
      state: 'warn',
      detail: 'antwortet, ist aber kein Standby mehr (nicht im Recovery-Modus)',
    });

    // The primary gone: the standby still answers, in recovery, but hears nothing.
    await primary.stop();
    try {
      const alone = await standbyCheck(standby.url);
      expect(alone).toMatchObject({
        state: 'warn',
        detail: 'antwortet, im Recovery-Modus, empfängt aber nichts vom Primary',
      });
    } finally {
      await primary.start();
    }

    await standby.stop();
    try {
      const stopped = await standbyCheck(standby.url);
      expect(stopped).toMatchObject({
        state: 'down',
        latencyMs: null,
        detail: 'keine Antwort: ECONNREFUSED',
      });
    } finally {
      await standby.start();
    }
  }, 120_000);

  it('object store: S3 up while s3rver runs, down once it is closed', async () => {
    const s3 = await startS3rver();
    const app = await createTestApp({ DEV_TOOLS: 'true', ...s3.env() });
    let closed = false;
    try {
      const customer = await createTestCustomer();
      const token = await loginAs(app.app, customer.email, customer.password);
      const read = async () =>
        (await app.app.inject({ method: 'GET', url: '/api/devtools/status', headers: authHeaders(token) }))
          .json<DevtoolsStatus>()
          .checks.find((entry) => entry.key === 'objectStore');
      const up = await read();
      expect(up).toMatchObject({ state: 'up', target: `${s3.config.endpoint} (Bucket kundenportal-test)` });
      // The store's keep-alive sockets would hold the server's close open.
      const closing = s3.close();
      s3.server.httpServer.closeAllConnections();
      await closing;
      closed = true;
      const down = await read();
      expect(down).toMatchObject({ state: 'down', latencyMs: null });
    } finally {
      await app.app.close();
      if (!closed) await s3.close();
    }
  }, 120_000);

  it('answers down after the deadline when a dependency never answers', async () => {
    const hanging = nullStore(() => new Promise(() => {}));
    const started = performance.now();
    const store = check(await checkDependencies(sourcesWith({}, hanging)), 'objectStore');
    expect(store).toMatchObject({ state: 'down', detail: `keine Antwort nach ${CHECK_TIMEOUT_MS} ms` });
    // It never answers: any end at all is the deadline's (its time, on a busy machine, only roughly).
    expect(performance.now() - started).toBeGreaterThanOrEqual(CHECK_TIMEOUT_MS - 50);
  }, 10_000);

  it('never answers a credential: URLs without user, password and query', async () => {
    const secrets = ['smtpgeheim', 'standbygeheim', 'kpbenutzer', 'sslgeheim'];
    const sources = sourcesWith({
      SMTP_URL: `smtp://kpbenutzer:smtpgeheim@127.0.0.1:${smtp.port}`,
      DATABASE_STANDBY_URL: `postgres://kpbenutzer:standbygeheim@127.0.0.1:${closedPort}/kp?sslpassword=sslgeheim`,
      DATABASE_URL: `postgresql://kpbenutzer:standbygeheim@10.0.0.1:5432,10.0.0.2:5433/kp?target_session_attrs=read-write`,
    });
    const checks = await checkDependencies({
      ...sources,
      whoAnswers: () =>
        Promise.reject(
          Object.assign(new Error('postgres://kpbenutzer:standbygeheim@x'), { code: 'ECONNREFUSED' }),
        ),
    });
    const text = JSON.stringify(checks);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(check(checks, 'database')).toMatchObject({
      target: 'postgresql://10.0.0.1:5432,10.0.0.2:5433/kp',
      state: 'down',
      detail: 'keine Antwort: ECONNREFUSED',
    });
    expect(check(checks, 'databaseStandby').target).toBe(`postgres://127.0.0.1:${closedPort}/kp`);
    expect(check(checks, 'mail')).toMatchObject({ state: 'up', target: `smtp://127.0.0.1:${smtp.port}` });
    expect(redactUrl('s3://AKIAGEHEIM:secret@minio.example:9000/bucket?X-Amz-Signature=abc')).toBe(
      's3://minio.example:9000/bucket',
    );
    expect(redactUrl('kein url')).toBe('(unlesbare Adresse)');
    // Unencoded characters in a password (which a careless URL may hold) leave nothing of it.
    for (const password of ['ge/heim', 'ge?heim', 'ge@heim', 'ge#heim', 'ge:heim'])
      expect(redactUrl(`postgres://kp:${password}@db.intern:5432/kp`)).toBe('postgres://db.intern:5432/kp');
  });

  it('answers no secret of the app either (S3 keys, VAPID private key, JWT secret, DEV_TOOLS_TOKEN)', async () => {
    const s3 = await startS3rver();
    const devToken = 'devtools-token-0123456789-abcdefghijk';
    const app = await createTestApp({
      DEV_TOOLS: 'true',
      DEV_TOOLS_TOKEN: devToken,
      ...s3.env(),
      SMTP_URL: `smtp://kpbenutzer:smtpgeheim@127.0.0.1:${smtp.port}`,
      DATABASE_STANDBY_URL: `postgres://kpbenutzer:standbygeheim@127.0.0.1:${replicated.standby.port}/postgres`,
    });
    try {
      const customer = await createTestCustomer();
      const token = await loginAs(app.app, customer.email, customer.password);
      const answer = await app.app.inject({
        method: 'GET',
        url: '/api/devtools/status',
        headers: { ...authHeaders(token), 'x-dev-tools-token': devToken },
      });
      expect(answer.statusCode).toBe(200);
      const body = answer.body;
      const blob = app.config.blobStorage;
      const secrets = [
        'smtpgeheim',
        'standbygeheim',
        'kpbenutzer',
        devToken,
        TEST_JWT_SECRET,
        app.config.push.privateKey,
        ...(blob.kind === 's3' ? [blob.secretAccessKey, blob.accessKeyId] : []),
      ];
      for (const secret of secrets) expect(body, secret).not.toContain(secret);
      expect(app.logs.join('')).not.toContain('standbygeheim');
    } finally {
      await app.app.close();
      await s3.close();
    }
  }, 120_000);
});
