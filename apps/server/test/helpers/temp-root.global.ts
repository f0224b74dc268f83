import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * One temp folder for the whole server test run (temp-dir.ts makes every test's folder inside it), removed
 * when the run ends — with the workers' databases (~40 MB each) and whatever a failed or killed test left.
 */
export default function setup(project: TestProject) {
  const root = mkdtempSync(path.join(tmpdir(), 'kp-vitest-'));
  project.provide('tempRoot', root);
  return () => rmSync(root, { recursive: true, force: true, maxRetries: 3 });
}
