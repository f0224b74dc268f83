import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server bundle (scripts/build-server.ts, and the e2e server built the same way) leaves every package
 * external and loads it from the root node_modules, not from a workspace's own node_modules. A package that
 * npm could not hoist (another version already at the root) would load in the wrong version: fast-xml-parser
 * 5 of packages/domain beside s3rver's 3 kept the e2e server from starting.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const workspaces = ['apps/server', 'packages/domain'];

const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

/** Whether a version satisfies a `^x.y.z`, `~x.y.z` or exact range (the forms our package.json files use). */
function satisfies(version: string, range: string): boolean {
  const [major = 0, minor = 0, patch = 0] = version.split('.').map((part) => Number.parseInt(part, 10));
  const match = /^([~^]?)(\d+)\.(\d+)\.(\d+)$/.exec(range);
  if (!match) return false;
  const [, kind, wantMajor, wantMinor, wantPatch] = match.map((part, index) =>
    index === 1 ? part : Number(part),
  ) as [string, string, number, number, number];
  const atLeast =
    major > wantMajor ||
    (major === wantMajor && (minor > wantMinor || (minor === wantMinor && patch >= wantPatch)));
  if (kind === '') return major === wantMajor && minor === wantMinor && patch === wantPatch;
  if (kind === '~' || wantMajor === 0) return atLeast && major === wantMajor && minor === wantMinor;
  return atLeast && major === wantMajor;
}

describe('the packages of the server bundle', () => {
  it('reads the ranges as npm does', () => {
    expect(satisfies('5.12.1', '^5.12.1')).toBe(true);
    expect(satisfies('3.21.1', '^5.12.1')).toBe(false);
    expect(satisfies('0.8.4', '^0.8.3')).toBe(true);
    expect(satisfies('0.9.0', '^0.8.3')).toBe(false);
    expect(satisfies('5.6.300', '~5.6.205')).toBe(true);
    expect(satisfies('5.7.0', '~5.6.205')).toBe(false);
  });

  it('resolve from the root node_modules to a version each workspace asks for', () => {
    const wrong = workspaces.flatMap((workspace) =>
      Object.entries<string>(readJson(`${workspace}/package.json`).dependencies ?? {})
        .filter(([name]) => !name.startsWith('@kundenportal/'))
        .map(([name, range]) => ({
          workspace,
          name,
          range,
          root: readJson(`node_modules/${name}/package.json`).version,
        }))
        .filter(({ range, root: version }) => !satisfies(version, range)),
    );
    expect(wrong).toEqual([]);
  });
});
