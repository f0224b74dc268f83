import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverBundle } from '../../helpers/admin-cli';
import { openStream } from '../../helpers/event-stream';
import { startServerProcess } from '../../helpers/server-process';
import { tempDir } from '../../helpers/temp-dir';
import {
  authHeaders,
  createTestApp,
  TEST_BANKING_KEYS,
  TEST_JWT_SECRET,
  type TestApp,
  useTestApp,
} from '../../helpers/test-app';
import { chatPair } from './chat.fixtures';

/**
 * Chat across server processes (issue 14). On PostgreSQL the second server is a real process (main.ts
 * through tsx) on the same database, so a message reaches it only through LISTEN/NOTIFY. PGlite is
 * embedded and has one process: there the second server is another app on the same database, which
 * hears PGlite's in-process notifications.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const root = path.resolve(import.meta.dirname, '../../../../..');
const t = useTestApp();
let here = '';
let there = '';
let child: ChildProcess | null = null;
let secondApp: TestApp | null = null;

beforeAll(async () => {
  here = await t.app.listen({ port: 0, host: '127.0.0.1' });
  if (onPostgres) {
    const server = startServerProcess([await serverBundle()], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: tempDir('kp-chat'),
        JWT_SECRET: TEST_JWT_SECRET,
        // The shared database's ring: a key of its own would seal other files' clear IBANs at its start.
        BANKING_KEYS: TEST_BANKING_KEYS,
        HOST: '127.0.0.1',
        PORT: '0',
        SEED_DEMO_DATA: 'false',
        REMINDER_WORKER: 'false',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
      },
    });
    child = server.child;
    there = await server.listening;
  } else {
    secondApp = await createTestApp();
    there = await secondApp.app.listen({ port: 0, host: '127.0.0.1' });
  }
}, 60_000);

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGTERM');
  await secondApp?.app.close();
});

describe(`chat across two servers (${onPostgres ? 'two processes on PostgreSQL' : 'two apps on PGlite'})`, () => {
  it('delivers within a second both ways when customer and adviser are connected to different servers', async () => {
    const pair = await chatPair(t.app);
    const customer = await openStream(there, '/api/chat/stream', pair.customerToken);
    const adviser = await openStream(here, '/api/berater/chat/stream', pair.adviserToken);
    await Promise.all([customer.ready(), adviser.ready()]);

    let started = performance.now();
    const answer = await pair.adviserSends('Über Server A geschrieben');
    await customer.waitFor((e) => e.id === String(answer.id), 1000);
    expect(performance.now() - started).toBeLessThan(1000);

    started = performance.now();
    const response = await fetch(`${there}/api/chat`, {
      method: 'POST',
      headers: { ...authHeaders(pair.customerToken), 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Über Server B geschrieben' }),
    });
    expect(response.status).toBe(201);
    const { message } = (await response.json()) as { message: { id: number } };
    await adviser.waitFor((e) => e.id === String(message.id), 1000);
    expect(performance.now() - started).toBeLessThan(1000);

    await customer.waitFor((e) => e.id === String(message.id), 1000);
    expect(customer.messageIds()).toEqual([answer.id, message.id]);
    expect(adviser.messageIds()).toEqual([answer.id, message.id]);
    await Promise.all([customer.close(), adviser.close()]);
  });

  it('ends a stream on one server within a second when its session is logged out on the other (issue 27)', async () => {
    const pair = await chatPair(t.app);
    const stream = await openStream(there, '/api/chat/stream', pair.customerToken);
    await stream.ready();
    const started = performance.now();
    const logout = await fetch(`${here}/api/logout`, {
      method: 'POST',
      headers: authHeaders(pair.customerToken),
    });
    expect(logout.status).toBe(200);
    const after = await pair.adviserSends('Nach dem Abmelden');
    await stream.done;
    expect(performance.now() - started).toBeLessThan(1000);
    expect(stream.messageIds()).not.toContain(after.id);
  });

  it("tells an adviser on the other server within a second that the agency's inbox changed (issue 27)", async () => {
    const pair = await chatPair(t.app);
    const adviser = await openStream(there, '/api/berater/chat/stream', pair.adviserToken);
    await adviser.ready();
    const started = performance.now();
    const sent = await pair.customerCall('POST', '/api/kontaktanfrage', {
      ke_GewuenschtArt: 'telefon',
      ke_Nummer: '+49 171 2345678',
      ke_Nachricht: 'Bitte zurückrufen',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await adviser.waitFor((e) => e.event === 'inbox', 1000);
    expect(performance.now() - started).toBeLessThan(1000);
    await adviser.close();
  });
});
