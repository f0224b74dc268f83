import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * One temp folder for the whole server test run (temp-dir.ts makes every test's folder inside it), removed
 * when the run ends — with the workers' databases (~40 MB each) and whatever a failed or killed test left.
 * A run stopped before its end (Ctrl-C, killed) cannot remove its own: the next run removes the folders
 * of runs whose process is gone (the process id is in the name).
 */
export default function setup(project: TestProject) {
  for (const name of readdirSync(tmpdir())) {
    const pid = /^kp-vitest-(\d+)-/.exec(name)?.[1];
    if (pid && !isRunning(Number(pid))) rmSync(path.join(tmpdir(), name), { recursive: true, force: true });
  }
  const root = mkdtempSync(path.join(tmpdir(), `kp-vitest-${process.pid}-`));
  project.provide('tempRoot', root);
  return () => rmSync(root, { recursive: true, force: true, maxRetries: 3 });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
