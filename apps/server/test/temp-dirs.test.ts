import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { TestProject } from 'vitest/node';
import { testDataDir } from './helpers/database';
import { removeTempDirs, tempDir } from './helpers/temp-dir';
import setupTempRoot from './helpers/temp-root.global';

const repo = path.resolve(import.meta.dirname, '../../..');

/**
 * Where a temp folder may be made directly: the helpers that remove what they make, and the private
 * PostgreSQL's (its server runs as another user; it removes its own) and the cluster's (ADR 290). A folder in the repository's .tmp
 * (a server bundle, removed in its file's afterAll) is no temp folder of the system.
 */
const makers = [
  'apps/server/test/helpers/temp-dir.ts',
  'apps/server/test/helpers/temp-root.global.ts',
  'apps/server/test/helpers/private-postgres.ts',
  'scripts/bench/temp-dir.ts',
  // startCluster's folder: removed by stop() and, on a signal or exit meanwhile, by its own exit handler.
  'scripts/cluster/cluster.ts',
];

function files(dir: string): string[] {
  return readdirSync(path.join(repo, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return files(relative);
    return /\.(m?[jt]s|tsx)$/.test(entry.name) ? [relative] : [];
  });
}

describe('temp folders of tests and benches', () => {
  it('are made by the helpers that remove them (tempDir, benchTempDir), nowhere else', () => {
    const direct = ['apps/server/test', 'e2e', 'scripts']
      .flatMap(files)
      .filter((file) => !makers.includes(file))
      .flatMap((file) =>
        readFileSync(path.join(repo, file), 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            /mkdtemp(Sync)?\(/.test(line) && !line.includes("'.tmp'") ? [`${file}:${index + 1}`] : [],
          ),
      );
    expect(direct).toEqual([]);
  });

  it('live in the run’s folder, removed when the run ends; a file’s own already when it ends', () => {
    const root = inject('tempRoot');
    expect(root).toBeTruthy();
    const dir = tempDir('kp-probe');
    writeFileSync(path.join(dir, 'file'), 'x');
    expect(path.dirname(dir)).toBe(root);
    expect(path.dirname(testDataDir)).toBe(root);
    // What the setup file runs after each test file.
    removeTempDirs();
    expect(existsSync(dir)).toBe(false);
    expect(existsSync(testDataDir)).toBe(true);
  });

  it('of a run stopped before its end (Ctrl-C) go with the next run; a running one’s stay', () => {
    const ended = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    const stopped = path.join(tmpdir(), `kp-vitest-${Number(ended.stdout)}-probe`);
    mkdirSync(path.join(stopped, 'kp-test-probe'), { recursive: true });
    let provided = '';
    const project = {
      provide: (_key: string, value: string) => (provided = value),
    } as unknown as TestProject;
    const teardown = setupTempRoot(project);
    expect(existsSync(stopped)).toBe(false);
    expect(existsSync(inject('tempRoot'))).toBe(true);
    expect(path.basename(provided)).toMatch(new RegExp(`^kp-vitest-${process.pid}-`));
    teardown();
    expect(existsSync(provided)).toBe(false);
  });
});
