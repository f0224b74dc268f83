import { Writable } from 'node:stream';
import { API_VERSION, APP_VERSION, WEB_CLIENT } from '@kundenportal/domain/api/client-headers';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { parseBankingKeys } from '../../src/config/banking-keys';
import { sealClearConnectionIbans } from '../../src/db/bank-connection-iban';
import {
  type AdviserInput,
  type CustomerInput,
  createAdviser,
  createAgent,
  createCustomer,
} from '../../src/db/factories';
import { createFieldCipher } from '../../src/lib/field-cipher';
import { getDatabase, testDataDir } from './database';
import { tempDir } from './temp-dir';

export const TEST_JWT_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
/** The banking key ring of every test app (one key, `test`): apps sharing the database open each other's rows. */
export const TEST_BANKING_KEYS = `test:${Buffer.alloc(32, 7).toString('base64')}`;

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: testDataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    BANKING_KEYS: TEST_BANKING_KEYS,
    LOG_LEVEL: 'info',
    PASSWORD_SCRYPT_LOG_N: '10',
    // No load shedding: a busy test machine holds the event loop past the limit and the answer would be
    // a 503 (the shedding has tests of its own that set it: plugins/pressure.test.ts).
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    LOGIN_MAX_FAILURES_ACCOUNT: '5',
    LOGIN_MAX_FAILURES_IP: '12',
    TOKEN_GRACE_SECONDS: '1',
    API_CLIENTS: 'partner-app:partner-secret-0123456789',
    // Reminder tests drive the delivery themselves (test/modules/reminders); apps sharing the database must not.
    REMINDER_WORKER: 'false',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...env,
  });
}

const UNVIEWED = new Set(['/api/health', '/api/ready']);

export type TestApp = { app: FastifyInstance; logs: string[]; config: Config; dataDir: string };

/** A real app on the shared test database; every log line is kept in `logs` for secret checks. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await getDatabase();
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(String(chunk));
      callback();
    },
  });
  // A data folder per app: its outbox files are its own.
  const dataDir = tempDir('kp-app');
  const config = testConfig({ DATA_DIR: dataDir, ...env });
  const app = await buildApp(config, database, { logStream });
  // A test's writes past the API (getDatabase()) are another process's writes: on PostgreSQL their change
  // notifications arrive a moment after the commit. A test's next read comes after them, as a user's does
  // (ADR 330); on PGlite they are delivered on commit.
  // Health and readiness read no view (and readiness counts the statements before it, test/modules/health).
  if (database.kind === 'postgres')
    app.addHook('onRequest', async (request) => {
      if (request.method === 'GET' && !UNVIEWED.has(request.url)) await app.syncChanges();
    });
  await app.ready();
  return { app, logs, config, dataDir };
}

export const clientHeaders = {
  'x-client-id': WEB_CLIENT.id,
  'x-client-secret': WEB_CLIENT.secret,
  'x-app-version': APP_VERSION,
  'x-api-version': API_VERSION,
} as const;

export function authHeaders(token: string) {
  return { ...clientHeaders, authorization: `Bearer ${token}` };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** JSON requests of one session: `call(method, url, body?)`; a body is sent as JSON (undefined: none). */
export function jsonCaller(app: FastifyInstance, token: string) {
  return (method: Method, url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: {
        ...authHeaders(token),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) ?? 'null' }),
    });
}

let ipCounter = 0;
/** A distinct client address per test, so login limits of one test do not touch another. */
export function uniqueIp(): string {
  ipCounter += 1;
  // 127.100.0.1 upwards: never 127.0.0.1, the address of every request that names none.
  return `127.${100 + ((ipCounter >> 16) & 127)}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** A fresh customer (with an adviser unless `agentId: null`), fast to hash. */
export async function createTestCustomer(input: CustomerInput & { withAgent?: boolean } = {}) {
  const { db } = await getDatabase();
  const { withAgent = true, ...rest } = input;
  const agent = withAgent ? await createAgent(db) : null;
  const customer = await createCustomer(db, { agentId: agent?.id ?? null, scryptLogN: 10, ...rest });
  // The factory writes a bank connection's IBAN as a row of before ADR 286; sealed as the server would.
  if (rest.persons?.some((person) => person.bankConnections?.length))
    await sealClearConnectionIbans(db, createFieldCipher(parseBankingKeys(TEST_BANKING_KEYS)));
  return { ...customer, agent };
}

export async function loginAs(app: FastifyInstance, email: string, password: string, ip = uniqueIp()) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: clientHeaders,
    payload: { email, password },
    remoteAddress: ip,
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

/**
 * A real app for the calling test file: started before its tests, closed after them. The returned object
 * reads through to the running app, so `t.app`, `t.logs` … work inside the tests. `env` may be a function,
 * read when the app starts (e.g. for the address of a storage server started in an earlier beforeAll).
 */
export function useTestApp(env: Record<string, string> | (() => Record<string, string>) = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(typeof env === 'function' ? env() : env);
  });
  afterAll(async () => {
    await current?.app.close();
  });
  const running = () => {
    if (!current) throw new Error('the test app starts in beforeAll');
    return current;
  };
  return {
    get app() {
      return running().app;
    },
    get logs() {
      return running().logs;
    },
    get config() {
      return running().config;
    },
    get dataDir() {
      return running().dataDir;
    },
  };
}

/** A fresh adviser of `agencyId` (a new agency unless given), fast to hash. */
export async function createTestAdviser(input: Partial<AdviserInput> = {}) {
  const { db } = await getDatabase();
  const agencyId = input.agencyId ?? (await createAgent(db)).id;
  const adviser = await createAdviser(db, { scryptLogN: 10, ...input, agencyId });
  return { ...adviser, agencyId };
}

/** An adviser's token from POST /api/berater/login. */
export async function loginAsAdviser(app: FastifyInstance, email: string, password: string, ip = uniqueIp()) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/berater/login',
    headers: clientHeaders,
    payload: { email, password },
    remoteAddress: ip,
  });
  if (response.statusCode !== 200)
    throw new Error(`adviser login failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}
