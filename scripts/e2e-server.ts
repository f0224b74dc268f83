import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { invite } from '../apps/server/src/admin/customer-commands';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDemoAdvisers } from '../apps/server/src/demo/advisers';
import { DEMO_SIGNUP_CODE, seedDemoData } from '../apps/server/src/demo/seed';
import { createBlobStore } from '../apps/server/src/lib/blob-store/create-blob-store';
import { E2E_INVITEE, E2E_LIMITS, E2E_SSO, E2E_STORE_LINKS, e2eFinapi } from '../e2e/e2e-env';
import { buildServer } from './build-server';

/**
 * Starts the real server (built web app, PGlite) on the run's fresh data directory (playwright.config.ts):
 * migrates and seeds, invites the activation spec's customer with the admin command's own function (`npm run
 * admin -- invite` is tested in apps/server/test/admin.test.ts; run as a process here it opened the database a
 * third time, ~3 s before the first test could start), then serves. Each test's own customers are made when
 * it starts (POST /api/test/customers, e2e/fixtures.ts). The server runs as the production bundle, built for
 * this run (~0.1 s) so it is never stale.
 */
const dataDir = process.env.E2E_DATA_DIR;
if (!dataDir) throw new Error('E2E_DATA_DIR is not set');

const env = {
  ...process.env,
  ...E2E_LIMITS,
  ...E2E_STORE_LINKS,
  ...e2eFinapi(Number(process.env.E2E_PORT ?? '8181')),
  DATABASE_URL: '',
  PORT: process.env.E2E_PORT ?? '8181',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  // The lowest cost the server accepts: test customers are hashed at it, so a login neither rehashes nor
  // spends ~50 ms of the two cores (raising the cost on login is tested in apps/server/test/modules/auth/login.test.ts).
  PASSWORD_SCRYPT_LOG_N: '10',
  SSO_SECRET: E2E_SSO.secret,
  SSO_ISSUER: E2E_SSO.issuer,
  // The reminder spec moves the clock a day ahead and back (tests run one at a time, playwright.config.ts).
  TEST_CLOCK: 'true',
  // Every test's own customers, made as it starts (e2e/fixtures.ts, e2e/e2e-customers.ts).
  TEST_CUSTOMERS: 'true',
  // The diagnostics page (issue 34, ADR 312): only e2e/shell/diagnose.spec.ts opens it; no other page changes.
  DEV_TOOLS: 'true',
  // No load shedding: two browsers on the two cores hold the loop past the limit now and then, and a shed
  // request really is refused since ADR 329 (the shedding has its own tests: plugins/pressure.test.ts).
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
};

// One folder per port, replaced by the next run on that port (Playwright may kill this process first).
const bundleDir = path.resolve(import.meta.dirname, '..', '.tmp', `e2e-server-${env.PORT}`);
// esbuild bundles in a process of its own, beside the database's first start (PGlite's initdb, on this thread).
const built = buildServer(bundleDir);

const database = await openDatabase({ dataDir });
await database.migrate();
// The store the server will use (the same configuration).
const serverConfig = loadConfig(env);
const store = await createBlobStore(serverConfig);
await seedDemoData(database.db, 14, store, { bankingKeys: serverConfig.bankingKeys });
await seedDemoAdvisers(database.db, DEMO_SIGNUP_CODE, 14);
await invite(
  { config: serverConfig, database, io: { out: () => {}, err: (text) => process.stderr.write(`${text}\n`) } },
  {
    email: E2E_INVITEE.email,
    agent: 'berger',
    firstName: E2E_INVITEE.firstName,
    lastName: E2E_INVITEE.lastName,
  },
);
await database.close();
await built;

const child = spawn(process.execPath, [path.join(bundleDir, 'main.js')], {
  stdio: 'inherit',
  env,
});

const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(bundleDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
