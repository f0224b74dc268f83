import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's temp folder (temp-root.global.ts). */
    tempRoot: string;
  }
}

/**
 * The server tests' temp folders, all inside this run's own folder, which goes when the run ends whatever
 * happened (temp-root.global.ts). Outside vitest's server project (no such folder): the system's.
 */
function root(): string {
  return inject('tempRoot') ?? tmpdir();
}

const made = new Set<string>();

/**
 * A fresh folder (`<prefix>-XXXXXX`), removed as soon as the test file that made it ends, passed or failed
 * (temp-dirs.setup.ts) — also a killed server's data folder. Made in a test, a hook or at the file's top.
 */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(root(), `${prefix}-`));
  made.add(dir);
  return dir;
}

/** A fresh folder kept for the worker's life (the worker's database): it goes with the run's folder. */
export function workerTempDir(prefix: string): string {
  return mkdtempSync(path.join(root(), `${prefix}-`));
}

/** Removes the `tempDir` folders made so far (after each test file). */
export function removeTempDirs(): void {
  for (const dir of made) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  made.clear();
}
