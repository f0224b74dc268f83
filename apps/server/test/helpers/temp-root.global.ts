import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { templatePaths } from './pglite-template-build';
import { SHORT_LIVED_NODE_FLAGS } from './short-lived-node';

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
  const template = process.env.DATABASE_URL ? undefined : startTemplate(root);
  return async () => {
    if (template && template.exitCode === null && template.signalCode === null) {
      const closed = new Promise((resolve) => template.once('close', resolve));
      template.kill('SIGKILL');
      await closed;
    }
    rmSync(root, { recursive: true, force: true, maxRetries: 3 });
  };
}

/**
 * The run's PGlite template (pglite-template.ts), made in a process of its own from the start: the first
 * server file's worker would make it only after loading the server's modules, and the other workers waited
 * for it (~20 s at the start of every run with about one core busy). A build that fails leaves its error for
 * the workers to report.
 */
function startTemplate(root: string): ChildProcess {
  const paths = templatePaths(root);
  mkdirSync(paths.lock, { recursive: true });
  const child = spawn(
    process.execPath,
    [
      ...SHORT_LIVED_NODE_FLAGS,
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'pglite-template-build.ts'),
      root,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  child.on('error', (error) => writeFileSync(paths.failed, String(error.stack ?? error)));
  // Killed or crashed before it could say why: the workers still stop waiting.
  child.on('exit', (code, signal) => {
    if (code !== 0 && !existsSync(paths.failed)) writeFileSync(paths.failed, `exited with ${code ?? signal}`);
  });
  child.unref();
  return child;
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
