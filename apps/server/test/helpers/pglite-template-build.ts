import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../src/db/client';

/** Where a run's PGlite template lives inside its folder, and the marks of who builds it and how it ended. */
export function templatePaths(runFolder: string) {
  const root = path.join(runFolder, 'pglite-template');
  return {
    root,
    /** Made by whoever builds the template (mkdir: one wins). */
    lock: path.join(root, 'lock'),
    /** The finished template (renamed into place whole). */
    ready: path.join(root, 'ready'),
    /** The error of a build that failed (the builder in its own process, temp-root.global.ts). */
    failed: path.join(root, 'failed'),
  };
}

/** Opens a fresh PGlite in the run's template folder, migrates it, closes it and puts it in place whole. */
export async function buildTemplate(runFolder: string): Promise<void> {
  const { root, ready } = templatePaths(runFolder);
  const building = path.join(root, `building-${process.pid}`);
  rmSync(building, { recursive: true, force: true });
  const database = await openDatabase({ dataDir: building });
  await database.migrate();
  await database.close();
  // Whole or not at all: a waiting worker sees the folder only once it is complete.
  renameSync(building, ready);
}

// Run as a process (temp-root.global.ts): `node --import tsx pglite-template-build.ts <run folder>`.
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const runFolder = process.argv[2];
  if (!runFolder || !existsSync(runFolder)) throw new Error('usage: pglite-template-build.ts <run folder>');
  try {
    await buildTemplate(runFolder);
  } catch (error) {
    writeFileSync(templatePaths(runFolder).failed, String((error as Error).stack ?? error));
    process.exitCode = 1;
  }
}
