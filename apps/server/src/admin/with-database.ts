import path from 'node:path';
import pino from 'pino';
import type { Config } from '../config';
import { type Database, openDatabase } from '../db/client';
import type { BlobStore } from '../lib/blob-store/blob-store';
import { createBlobStore } from '../lib/blob-store/create-blob-store';
import { createRemovalGate, gatedStore, removalHolds } from '../lib/blob-store/removal-gate';
import { createOutboxRepository } from '../lib/outbox/outbox-repository';
import { createOutboxWorker } from '../lib/outbox/outbox-worker';
import { createFileSmsProvider, createMailTransport } from '../lib/outbox/transports';

/** Sends what the command queued (the outbox as the server would), then stops the worker. */
export async function deliverOutbox(config: Config, db: Database['db']): Promise<number> {
  const outboxDir = path.join(config.dataDir, 'outbox');
  const worker = createOutboxWorker({
    repository: createOutboxRepository(db),
    mail: createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir }),
    sms: createFileSmsProvider(outboxDir),
    log: pino({ level: 'warn' }),
  });
  const sent = await worker.runOnce();
  await worker.stop();
  return sent;
}

/** Where a command writes what it tells the operator (the console, or a test's collector). */
export type AdminIo = { out(text: string): void; err(text: string): void };

/** What a command runs with: the configuration, its output, and a database its caller keeps open (tests). */
export type AdminContext = { config: Config; io: AdminIo; database?: Database };

/** Runs `run` on the caller's database, or on the configured one, opened (and migrated) for it and closed. */
export async function withDatabase<T>(
  context: AdminContext,
  run: (db: Database['db']) => Promise<T>,
): Promise<T> {
  if (context.database) return run(context.database.db);
  const { config } = context;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    return await run(database.db);
  } finally {
    await database.close();
  }
}

/**
 * The configured blob store for a command, its removals held while a backup copies (ADR 335): on
 * PostgreSQL a portal's backup may run beside the command (on PGlite the command holds the database).
 */
export async function commandBlobStore(config: Config, db: Database['db']): Promise<BlobStore> {
  const store = await createBlobStore(config);
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  return gatedStore(store, createRemovalGate({ kind, db }, store, removalHolds()));
}
