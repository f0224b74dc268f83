import { mkdtempSync, rmSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import path from 'node:path';

const made = new Set<string>();

function removeAll(): void {
  for (const dir of made) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}

/**
 * A fresh folder in the system's temp folder (`<prefix>-XXXXXX`). Its user removes it when done; what a
 * failure, the watchdog's exit or Ctrl-C leaves goes as this process exits.
 */
export function benchTempDir(prefix: string): string {
  if (made.size === 0) {
    process.on('exit', removeAll);
    exitOnSignals();
  }
  const dir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  made.add(dir);
  return dir;
}

let exiting = false;

/**
 * SIGINT and SIGTERM end this process through process.exit, so its 'exit' listeners run (the temp
 * folders above, startCluster's children and folders): without a listener a signal ends it without them.
 */
export function exitOnSignals(): void {
  if (exiting) return;
  exiting = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => process.exit(128 + constants.signals[signal]));
  }
}
