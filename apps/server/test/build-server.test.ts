import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, isServerBuildCurrent } from '../../../scripts/build-server';

/**
 * `npm run admin` runs the production bundle's admin.js and builds it first only when it is stale
 * (`scripts/build-server.ts --if-stale`): missing, or older than a source it was built from.
 */
const root = path.resolve(import.meta.dirname, '../../..');
mkdirSync(path.join(root, '.tmp'), { recursive: true });
const bundleDir = mkdtempSync(path.join(root, '.tmp', 'server-bundle-stale-'));
const adminJs = path.join(bundleDir, 'admin.js');
const lastYear = new Date(Date.now() - 365 * 24 * 3600 * 1000);

/** The build script as `npm run admin` calls it: what it wrote on stderr. */
async function buildIfStale(): Promise<string> {
  const { stderr } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/build-server.ts', bundleDir, '--if-stale'],
    { cwd: root },
  );
  return stderr;
}

beforeAll(() => buildServer(bundleDir));
afterAll(() => rmSync(bundleDir, { recursive: true, force: true }));

describe('server bundle, built when stale', () => {
  it('counts a fresh bundle as current and leaves it as it is', async () => {
    expect(isServerBuildCurrent(bundleDir)).toBe(true);
    const builtAt = statSync(adminJs).mtimeMs;
    expect(await buildIfStale()).toBe('');
    expect(statSync(adminJs).mtimeMs).toBe(builtAt);
  });

  it('rebuilds a bundle older than its sources', async () => {
    utimesSync(adminJs, lastYear, lastYear);
    expect(isServerBuildCurrent(bundleDir)).toBe(false);
    expect(await buildIfStale()).toMatch(/^Server built to \.tmp\/server-bundle-stale-\w+ in \d+ ms\n$/);
    expect(isServerBuildCurrent(bundleDir)).toBe(true);
  });

  it('counts a missing bundle, or one without the list of its sources, as stale', () => {
    expect(isServerBuildCurrent(path.join(bundleDir, 'missing'))).toBe(false);
    rmSync(path.join(bundleDir, 'sources.json'));
    expect(isServerBuildCurrent(bundleDir)).toBe(false);
  });
});
