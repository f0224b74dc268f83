import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = path.resolve(import.meta.dirname, '../src');

/**
 * Imports that break the layers today, as `importer -> target` (paths under apps/server/src). The list
 * may only shrink: an entry whose import is gone fails the test too, so it is removed with the import.
 */
const allowed: string[] = [];

/** Files and folders that compose modules and so may import them (like app.ts; admin/ holds admin.ts's commands). */
const composers = ['app.ts', 'main.ts', 'admin.ts', 'admin/', 'demo/'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const importPattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** Every relative import of a file, as a path under src/ (without extension). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(importPattern)].map((match) =>
    path
      .relative(srcDir, path.resolve(path.dirname(file), match[1] as string))
      .split(path.sep)
      .join('/'),
  );
}

function moduleOf(relative: string): string | null {
  const match = /^modules\/([^/]+)\//.exec(relative);
  return match ? (match[1] as string) : null;
}

/** Why an import breaks the layers, or null when it may be. */
function violation(importer: string, target: string): string | null {
  if (!target.startsWith('modules/')) return null;
  if (composers.some((composer) => importer === composer || importer.startsWith(composer))) return null;
  const own = moduleOf(importer);
  if (own === null) return `${importer.split('/')[0]}/ imports a module`;
  return moduleOf(target) === own ? null : `module ${own} imports module ${moduleOf(target)}`;
}

function findViolations(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(srcDir)) {
    const importer = path.relative(srcDir, file).split(path.sep).join('/');
    for (const target of importsOf(file)) {
      const reason = violation(importer, target);
      if (reason) found.set(`${importer} -> ${target}`, reason);
    }
  }
  return found;
}

describe('server layers', () => {
  const found = findViolations();

  it('no module imports another module, and db/, lib/, plugins/ import no module', () => {
    const unexpected = [...found]
      .filter(([edge]) => !allowed.includes(edge))
      .map(([edge, why]) => `${edge} (${why})`);
    expect(unexpected).toEqual([]);
  });

  it('lists no allowed violation that no longer exists (the list only shrinks)', () => {
    expect(allowed.filter((edge) => !found.has(edge))).toEqual([]);
  });

  it('every module registers itself: a plugin.ts per module, and app.ts imports nothing else of them', () => {
    const modules = readdirSync(path.join(srcDir, 'modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const registered = importsOf(path.join(srcDir, 'app.ts')).filter((target) =>
      target.startsWith('modules/'),
    );
    expect(registered.sort()).toEqual(modules.map((name) => `modules/${name}/plugin`).sort());
  });

  it('sees the imports it checks (a module importing another is caught)', () => {
    expect(violation('modules/users/get-me.ts', 'modules/branding/agent-branding')).toMatch(/module users/);
    expect(violation('db/seed.ts', 'modules/documents/provide-document')).toMatch(/db\//);
    expect(violation('lib/outbox/worker.ts', 'modules/chat/chat-hub')).toMatch(/lib\//);
    expect(violation('plugins/session.ts', 'modules/auth/login')).toMatch(/plugins\//);
    expect(violation('demo/documents.ts', 'modules/documents/provide-document')).toBeNull();
    expect(violation('app.ts', 'modules/users/plugin')).toBeNull();
    expect(violation('modules/users/get-me.ts', 'modules/users/repository')).toBeNull();
    expect(violation('modules/users/get-me.ts', 'lib/app-error')).toBeNull();
    expect(importsOf(path.join(srcDir, 'app.ts')).length).toBeGreaterThan(0);
  });
});

/**
 * German texts live in packages/domain/src/texts. A string literal with ä, ö, ü or ß in server code is
 * the cheap sign of one that did not get there (comments are not checked). demo/ and db/factories.ts hold
 * German sample data (names, streets, contract data), not texts. The files still to move may only shrink.
 */
const germanDataFiles = ['demo/', 'db/factories.ts'];
const germanTextsToMove: string[] = [];

function germanLiterals(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*[äöüßÄÖÜ](?:(?!\1)[^\\\n]|\\.)*)\1/g)].map(
    (match) => match[2] as string,
  );
}

describe('German texts of the server', () => {
  const withGerman = sourceFiles(srcDir)
    .map((file) => path.relative(srcDir, file).split(path.sep).join('/'))
    .filter((file) => !germanDataFiles.some((data) => file.startsWith(data)))
    .filter((file) => germanLiterals(readFileSync(path.join(srcDir, file), 'utf8')).length > 0);

  it('come from the text catalogue: no string literal with an umlaut or ß in server code', () => {
    expect(withGerman.filter((file) => !germanTextsToMove.includes(file))).toEqual([]);
  });

  it('lists no file still to move whose texts have moved (the list only shrinks)', () => {
    expect(germanTextsToMove.filter((file) => !withGerman.includes(file))).toEqual([]);
  });

  it('sees a German literal and skips comments', () => {
    const sample = "/* 'Grüße' */\n// 'Tschüss'\nconst a = `Hallo, schön`;\nconst c = 'Straße' + \"ok\";";
    expect(germanLiterals(sample)).toEqual(['Hallo, schön', 'Straße']);
  });
});
