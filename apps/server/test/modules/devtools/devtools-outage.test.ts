import { Writable } from 'node:stream';
import type { DevtoolsStatus } from '@kundenportal/domain/devtools/devtools-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { type Database, openDatabase } from '../../../src/db/client';
import { createAgent, createCustomer } from '../../../src/db/factories';
import { type PrivatePostgres, startPrivatePostgres } from '../../helpers/private-postgres';
import { tempDir } from '../../helpers/temp-dir';
import { authHeaders, clientHeaders, loginAs, testConfig } from '../../helpers/test-app';

/**
 * Review finding 16 (ADR 315): the diagnostics page exists for outages, so with the app's own PostgreSQL
 * stopped GET /api/devtools/status must still answer — with DEV_TOOLS_TOKEN alone, the database "down",
 * no account — instead of the session check's 503.
 */
const TOKEN = 'devtools-token-0123456789-abcdefghijk';
let postgres: PrivatePostgres;
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let session: string;

beforeAll(async () => {
  postgres = await startPrivatePostgres();
  const config = testConfig({
    DATABASE_URL: postgres.url,
    DATA_DIR: tempDir('kp-devtools-outage'),
    DEV_TOOLS: 'true',
    DEV_TOOLS_TOKEN: TOKEN,
    DATABASE_CONNECT_TIMEOUT_MS: '1000',
  });
  database = await openDatabase({ databaseUrl: postgres.url, pool: config.databasePool });
  await database.migrate();
  const agent = await createAgent(database.db);
  const customer = await createCustomer(database.db, { agentId: agent.id, scryptLogN: 10 });
  // The outage's log lines are the app's business (plugins/database-outage.test.ts checks them).
  const logStream = new Writable({ write: (_chunk, _encoding, callback) => callback() });
  app = await buildApp(config, database, { logStream });
  await app.ready();
  session = await loginAs(app, customer.email, 'Geheim!2026');
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await postgres?.destroy();
});

const status = (headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/devtools/status', headers });

describe('diagnostics with the app’s database stopped (PostgreSQL)', () => {
  it('answers with the key alone, the database "down" and no account; refuses without the key with 403', async () => {
    const up = await status({ ...authHeaders(session), 'x-dev-tools-token': TOKEN });
    expect(up.statusCode).toBe(200);
    expect(up.json<DevtoolsStatus>().account).toEqual({ hasMakler: true, toggle: true });
    expect(up.json<DevtoolsStatus>().checks.find((c) => c.key === 'database')?.state).toBe('up');
    // The key alone (no login) opens the status: the account is then unknown.
    const keyOnly = await status({ ...clientHeaders, 'x-dev-tools-token': TOKEN });
    expect(keyOnly.statusCode).toBe(200);
    expect(keyOnly.json<DevtoolsStatus>().account).toBeNull();

    await postgres.stop();
    try {
      for (const headers of [
        { ...authHeaders(session), 'x-dev-tools-token': TOKEN },
        { ...clientHeaders, 'x-dev-tools-token': TOKEN },
      ]) {
        const answer = await status(headers);
        expect(answer.statusCode, answer.body).toBe(200);
        const body = answer.json<DevtoolsStatus>();
        const db = body.checks.find((c) => c.key === 'database');
        expect(db?.state).toBe('down');
        expect(db?.target).toBe(`postgres://127.0.0.1:${postgres.port}/postgres`);
        expect(body.account).toBeNull();
        expect(answer.body).not.toContain(postgres.password);
      }
      // Without the key: 403 (the page asks for it), not the session check's 503.
      const noKey = await status(authHeaders(session));
      expect(noKey.statusCode).toBe(403);
      expect(noKey.json()).toMatchObject({ error: 'not_permitted' });
      // The toggle still needs the session, so it answers the outage's 503.
      const put = await app.inject({
        method: 'PUT',
        url: '/api/devtools/has-makler',
        headers: { ...authHeaders(session), 'x-dev-tools-token': TOKEN, 'content-type': 'application/json' },
        payload: { hasMakler: false },
      });
      expect(put.statusCode).toBe(503);
    } finally {
      await postgres.start();
    }
  }, 60_000);
});
