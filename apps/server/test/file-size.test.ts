import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const maxLines = 300;

/**
 * Source folders the rule covers (relative to the repository root). Test files are exempt: `*.test.ts(x)`,
 * `*.spec.ts(x)` and everything in a `test/` folder (helpers, fixtures), since a test file reads best
 * as one story; the Playwright helpers in e2e/ that are not specs count as source.
 */
const sourceRoots = [
  'apps/server/src',
  'apps/web/src',
  'apps/web/build',
  'packages/domain/src',
  'scripts',
  'e2e',
];

/**
 * Files that may be longer, each with its reason. Data tables stay; any other entry is a file still to
 * split. The list may only shrink: an entry no longer over the limit fails the test too.
 */
const allowed: Record<string, string> = {
  'packages/domain/src/contracts/insurers.ts': 'data table: the insurers list',
};

function isTest(relative: string): boolean {
  return /\.(test|spec)\.tsx?$/.test(relative) || relative.split('/').includes('test');
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Lines as `wc -l` counts them. */
function lineCount(text: string): number {
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

function longFiles(): Map<string, number> {
  const found = new Map<string, number>();
  for (const sourceRoot of sourceRoots) {
    for (const file of sourceFiles(path.join(root, sourceRoot))) {
      const relative = path.relative(root, file).split(path.sep).join('/');
      if (isTest(relative)) continue;
      const lines = lineCount(readFileSync(file, 'utf8'));
      if (lines > maxLines) found.set(relative, lines);
    }
  }
  return found;
}

describe(`no source file over ${maxLines} lines`, () => {
  const found = longFiles();

  it('except the allowed data tables', () => {
    const unexpected = [...found]
      .filter(([file]) => !(file in allowed))
      .map(([file, lines]) => `${file} (${lines} lines)`);
    expect(unexpected).toEqual([]);
  });

  it('lists no allowed file that is no longer over the limit (the list only shrinks)', () => {
    expect(Object.keys(allowed).filter((file) => !found.has(file))).toEqual([]);
  });

  it('sees what it checks', () => {
    expect(found.size).toBeGreaterThan(0);
    expect(isTest('apps/server/test/helpers/s3rver.ts')).toBe(true);
    expect(isTest('apps/web/src/test/setup.ts')).toBe(true);
    expect(isTest('e2e/chat/chat-draft.spec.ts')).toBe(true);
    expect(isTest('e2e/fixtures.ts')).toBe(false);
    expect(lineCount('a\nb\n')).toBe(2);
  });
});
