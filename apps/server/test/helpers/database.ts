import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../src/db/client';
import { copyPgliteTemplate } from './pglite-template';
import { workerTempDir } from './temp-dir';

/**
 * One database per test worker (the server project runs files without isolation, two workers at a time on
 * PGlite, one on PostgreSQL — vitest.config.ts): PGlite on disk in a temp folder of this worker, or
 * PostgreSQL when DATABASE_URL is set, reset first. Tests isolate themselves by data (a fresh customer each).
 */
const dataDir = workerTempDir('kp-test');
let current: Promise<Database> | null = null;

async function open(reset: boolean): Promise<Database> {
  // PGlite: a copy of the run's migrated template (pglite-template.ts), not initdb and every migration again.
  if (reset && !process.env.DATABASE_URL) await copyPgliteTemplate(dataDir);
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  if (reset && database.kind === 'postgres') {
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`drop schema public cascade`);
    await database.db.execute(sql`create schema public`);
  }
  await database.migrate();
  // PGlite: every cached statement (ADR 328) runs its generic plan, planned once, instead of being planned
  // again per execution (PostgreSQL keeps custom plans where it guesses a generic one costlier: the session
  // check's unnest over its array parameter, ~1 of its 1.3 CPU-ms a request). Plans choose how, never what
  // a statement answers; production's setting is untouched (the spawned servers and PostgreSQL keep it).
  if (database.kind === 'pglite') await database.db.execute(sql`set plan_cache_mode = force_generic_plan`);
  return database;
}

export function getDatabase(): Promise<Database> {
  current ??= open(true);
  return current;
}

/** Closes and reopens the database, as a server restart would. */
export async function restartDatabase(): Promise<Database> {
  const database = await getDatabase();
  await database.close();
  current = open(false);
  return current;
}

export const testDataDir = dataDir;
