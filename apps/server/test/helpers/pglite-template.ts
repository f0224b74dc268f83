import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import { openDatabase } from '../../src/db/client';

/**
 * A PGlite database folder made and migrated once per test run (the first worker to ask makes it, the
 * other waits), copied wherever a test would otherwise open a fresh one: a fresh PGlite is initdb's run
 * and every migration (~5–7 CPU-s on the two cores); a copy is a few hundred milliseconds. The copy is
 * exactly what the first start leaves (the same `openDatabase` and `migrate`, closed cleanly), so the server
 * or worker that opens it migrates nothing and seeds as on a new database (the demo goes into a database
 * without agents). `npm start`'s real first start keeps its own test (main.test.ts).
 */
const WAIT_MS = 180_000;

let made: Promise<string> | undefined;

/** The template's `db` folder (a PGlite data folder, migrated, empty). */
export function pgliteTemplate(): Promise<string> {
  made ??= make();
  return made;
}

/** Copies the template into `<dataDir>/db`, where `openDatabase({ dataDir })` and the server open it. */
export async function copyPgliteTemplate(dataDir: string): Promise<void> {
  const template = await pgliteTemplate();
  const target = path.join(dataDir, 'db');
  if (existsSync(target)) throw new Error(`${target} exists: the template only fills a new data folder`);
  cpSync(template, target, { recursive: true });
}

async function make(): Promise<string> {
  const runFolder = inject('tempRoot');
  if (!runFolder)
    throw new Error('the PGlite template lives in the server test run’s folder (temp-root.global.ts)');
  const root = path.join(runFolder, 'pglite-template');
  const ready = path.join(root, 'ready');
  const lock = path.join(root, 'lock');
  mkdirSync(root, { recursive: true });
  try {
    mkdirSync(lock);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Another worker makes it.
    const until = Date.now() + WAIT_MS;
    while (!existsSync(ready)) {
      if (Date.now() > until) throw new Error(`the PGlite template (${root}) was not ready in time`);
      // node:timers, not the global setTimeout: a test's fake timers never hold this wait.
      await sleep(100);
    }
    return path.join(ready, 'db');
  }
  const building = path.join(root, `building-${process.pid}`);
  rmSync(building, { recursive: true, force: true });
  const database = await openDatabase({ dataDir: building });
  await database.migrate();
  await database.close();
  // Whole or not at all: the waiting worker sees the folder only once it is complete.
  renameSync(building, ready);
  return path.join(ready, 'db');
}
