import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_PAGE_READS, PAGE_READS } from '../../../scripts/bench/page-reads';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 34: the reads bench measures the whole list of page reads, not a sample. Every authenticated GET
 * of the API is either a page read (scripts/bench/page-reads.ts, measured) or listed with why it is not;
 * the web app calls each page read, and none of those listed as not called by it.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const webRoot = path.join(root, 'apps/web/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * A file's text with its path constants written out: `${BASE}` where `const BASE = '/berater/…'`, and
 * `${base(id)}` where `const base = (id: number) => \`/berater/kunden/${id}/vertraege\``.
 */
function resolved(text: string): string {
  let out = text;
  for (const [, name, value] of text.matchAll(/const (\w+) = ['"`](\/[^'"`]*)['"`]/g)) {
    out = out.replaceAll(`\${${name}}`, value ?? '');
  }
  for (const [, name, value] of text.matchAll(/const (\w+) = \([^)]*\) =>\s*`(\/[^`]*)`/g)) {
    out = out.replace(new RegExp(`\\$\\{${name}\\([^)]*\\)\\}`, 'g'), value ?? '');
  }
  return out;
}

/** The web app's source and the domain modules it imports (they hold shared paths, e.g. the referral reads). */
function webSources(): { file: string; text: string }[] {
  const web = sourceFiles(webRoot).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
  const domain = new Set<string>();
  for (const { text } of web) {
    for (const [, module] of text.matchAll(/from '@kundenportal\/domain\/([\w/-]+)'/g))
      domain.add(module ?? '');
  }
  const imported = [...domain].map((module) => path.join(root, 'packages/domain/src', `${module}.ts`));
  return [...web, ...imported.map((file) => ({ file, text: readFileSync(file, 'utf8') }))].map(
    ({ file, text }) => ({ file: path.relative(root, file), text: resolved(text) }),
  );
}

/** A string literal (or template) in the web's source that names the route: `/persons/${id}` for /api/persons/{id}. */
function literalOf(route: string): RegExp {
  const segments = route
    .replace(/^\/api/, '')
    .split('/')
    .slice(1)
    .map((segment) =>
      /^\{\w+\}$/.test(segment)
        ? String.raw`(?:\$\{[^}]*\}|[\w.-]+)`
        : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return new RegExp(String.raw`['"\x60]/${segments.join('/')}(?=['"\x60?]|\$\{)`);
}

let t: TestApp;
let authenticatedGets: string[];
beforeAll(async () => {
  t = await createTestApp();
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, { get?: { security?: unknown[] } }>;
  };
  authenticatedGets = Object.entries(doc.paths)
    .filter(([, operations]) => (operations.get?.security?.length ?? 0) > 0)
    .map(([route]) => route);
});
afterAll(async () => {
  await t.app.close();
});

describe('the reads bench’s list (issue 34)', () => {
  const measured = () => new Set(PAGE_READS.map((read) => read.route));

  it('names every authenticated GET once: a page read or a reason why not', () => {
    const unlisted = authenticatedGets.filter(
      (route) => !measured().has(route) && !(route in NOT_PAGE_READS),
    );
    expect(unlisted).toEqual([]);
    expect([...measured()].filter((route) => route in NOT_PAGE_READS)).toEqual([]);
    const known = new Set(authenticatedGets);
    expect([...measured(), ...Object.keys(NOT_PAGE_READS)].filter((route) => !known.has(route))).toEqual([]);
  });

  it('lists only reads the web app makes, and every read it makes that is not a download, stream or poll', () => {
    const sources = webSources();
    const callers = (route: string) =>
      sources.filter(({ text }) => literalOf(route).test(text)).map(({ file }) => file);
    const called = (read: (typeof PAGE_READS)[number]) =>
      read.built
        ? readFileSync(path.join(root, read.built.file), 'utf8').includes(read.built.code)
        : callers(read.route).length > 0;
    expect(PAGE_READS.filter((read) => !called(read)).map((read) => read.route)).toEqual([]);
    const notCalled = Object.entries(NOT_PAGE_READS).filter(
      ([, reason]) => reason.why === 'not called by the web app',
    );
    expect(notCalled.map(([route]) => [route, callers(route)]).filter(([, files]) => files?.length)).toEqual(
      [],
    );
  });

  it('gives every path parameter of a page read a seeded value', () => {
    for (const read of PAGE_READS) {
      const names = [...read.route.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      expect(Object.keys(read.params ?? {}).sort(), read.route).toEqual(names.sort());
    }
  });

  it('finds a route in the web’s source by its literal, constants written out', () => {
    expect(literalOf('/api/persons/{id}').test(`apiRequest(\`/persons/\${id}\`, {`)).toBe(true);
    expect(literalOf('/api/persons/{id}').test(`apiRequest(\`/persons/vcheck/\${id}\`)`)).toBe(false);
    expect(literalOf('/api/persons').test('// GET /api/persons: the list')).toBe(false);
    const text = resolved(`const BASE = '/berater/vergleichsrechner';\napiRequest(\`\${BASE}/\${id}\`)`);
    expect(literalOf('/api/berater/vergleichsrechner/{id}').test(text)).toBe(true);
  });
});
