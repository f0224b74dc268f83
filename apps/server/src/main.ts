import path from 'node:path';
import { adminTexts } from '@kundenportal/domain/texts/admin';
import { backupTexts } from '@kundenportal/domain/texts/admin-backup';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import {
  claimDatabase,
  DatabaseHeldError,
  pgliteOf,
  pgliteSnapshot,
  serveSnapshots,
} from './db/snapshot-socket';
import { demoAdviserLogins, demoSecondAgencyCustomer, seedDemoAdvisers } from './demo/advisers';
import { type DemoLogin, demoLogins } from './demo/customers';
import { DEMO_SIGNUP_CODE, seedDemoData } from './demo/seed';
import { testCustomersPlugin } from './demo/test-customers';
import { startDemoWidgetServer } from './demo/widget-server';
import { gracefulShutdown } from './graceful-shutdown';
import { createBlobStore } from './lib/blob-store/create-blob-store';
import { removalHolds } from './lib/blob-store/removal-gate';

const startup = adminTexts.startup;

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // PGlite has one owner: never a second process on DATA_DIR/db (ADR 308), claimed before it is opened
  // and migrated (ADR 311) and held for the process's life.
  if (!config.databaseUrl)
    await claimDatabase(config.dataDir).catch((error) => {
      if (!(error instanceof DatabaseHeldError)) throw error;
      console.error(backupTexts.databaseHeld(`${config.dataDir}/db`));
      process.exit(1);
    });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pool: config.databasePool,
  });
  await database.migrate();
  // `npm run admin -- backup` beside the serving portal: it asks this process for a snapshot, and this
  // process's file removals wait until the backup copied the files (ADR 335).
  const holds = removalHolds();
  const snapshots =
    database.kind === 'pglite'
      ? await serveSnapshots(
          config.dataDir,
          pgliteSnapshot(pgliteOf(database), path.join(config.dataDir, 'db')),
          holds,
        )
      : undefined;
  // The demo's documents go into the configured store (the app opens its own instance of it).
  const seeded = config.seedDemoData
    ? await seedDemoData(database.db, config.scryptLogN, await createBlobStore(config), {
        widgetPort: config.demoWidgetPort,
        bankingKeys: config.bankingKeys,
      })
    : false;
  // Also on a demo database made before the adviser workspace existed (issue 14).
  const advisersSeeded = config.seedDemoData
    ? await seedDemoAdvisers(database.db, DEMO_SIGNUP_CODE, config.scryptLogN)
    : false;

  // Log lines are written asynchronously (ADR 008); pino flushes what is buffered when the process exits.
  const logStream = pino.destination({ dest: 1, sync: false });
  const app = await buildApp(config, database, { logStream, removalHolds: holds });
  // The e2e tests' own customers, made when a test starts (TEST_CUSTOMERS, never in production).
  await app.register(testCustomersPlugin, { enabled: config.testCustomers });
  const shutdown = gracefulShutdown({
    app,
    database,
    logStream,
    graceMs: config.shutdownGraceMs,
    beforeDatabase: async () => snapshots?.stop(),
  });
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // The demo's calculators on a second origin (DEMO_WIDGET_PORT, issue 31): never needed in production.
  if (config.demoWidgetPort !== null)
    (await startDemoWidgetServer(config.demoWidgetPort, config.host)).unref();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : startup.pglite(`${config.dataDir}/db`);
  // The demo logins only right after this start created them: never on a restart, with
  // SEED_DEMO_DATA=false or on a database that already holds data (e.g. production).
  const line = (login: DemoLogin) => `  ${login.name}: ${login.email} / ${login.password}`;
  const logins = [
    ...(seeded ? [startup.demoLogins, ...Object.values(demoLogins).map(line)] : []),
    ...(advisersSeeded
      ? [
          startup.workspaceLogins(`http://localhost:${port}/#/berater/login`),
          ...Object.values(demoAdviserLogins).map(line),
          startup.secondAgencyCustomer(line(demoSecondAgencyCustomer).trim()),
        ]
      : []),
  ];
  console.log(
    ['', startup.running(`http://localhost:${port}/`), startup.database(where, seeded), ...logins, ''].join(
      '\n',
    ),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
