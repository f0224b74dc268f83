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

/** A file's module: modules/<area>/, and each workspace sub-area modules/workspace/<sub>/ is one of its own. */
function moduleOf(relative: string): string | null {
  const match = /^modules\/(workspace\/[^/]+(?=\/)|[^/]+)\//.exec(relative);
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
      .filter((entry) => entry.isDirectory() && entry.name !== 'workspace')
      .map((entry) => entry.name);
    const workspace = readdirSync(path.join(srcDir, 'modules/workspace'), { withFileTypes: true });
    // The workspace is a tree of sub-areas only (ADR 113): no file of its own beside them.
    expect(workspace.filter((entry) => !entry.isDirectory()).map((entry) => entry.name)).toEqual([]);
    const workspaceAreas = workspace
      .filter((entry) => entry.isDirectory())
      .map((entry) => `workspace/${entry.name}`);
    const registered = importsOf(path.join(srcDir, 'app.ts')).filter((target) =>
      target.startsWith('modules/'),
    );
    expect(registered.sort()).toEqual(
      [...modules, ...workspaceAreas].map((name) => `modules/${name}/plugin`).sort(),
    );
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
    expect(violation('modules/workspace/audit/routes.ts', 'modules/workspace/customers/repository')).toMatch(
      /module workspace\/audit imports module workspace\/customers/,
    );
    expect(violation('modules/workspace/audit/routes.ts', 'modules/workspace/repository')).toMatch(
      /workspace\/audit/,
    );
    expect(violation('modules/workspace/audit/routes.ts', 'modules/persons/repository')).toMatch(
      /workspace\/audit/,
    );
    expect(violation('modules/workspace/audit/routes.ts', 'modules/workspace/audit/repository')).toBeNull();
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

/**
 * Repositories own all SQL (ADR 103): in modules/, only a repository file — `repository.ts` or
 * `<name>-repository.ts` — imports drizzle-orm's query builders or the tables of db/schema (type imports
 * are fine), queries through `db`/`tx`, or reads a `.db`. A plugin.ts hands `app.database.db` only to a
 * `create…Repository(…)`. Use cases and routes call repository methods; a transaction is the
 * repository's `transaction(work)` with methods that take its `tx`.
 */
const isRepositoryFile = (file: string) => /(^|\/)([a-z-]+-)?repository\.ts$/.test(file);

/**
 * Module files that still hold SQL, with why; the list may only shrink.
 */
const sqlOutsideRepositoriesToMove: Record<string, string> = {};

const valueImportPattern = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;

/** What a module file does that only a repository may (empty: nothing). */
function sqlUses(file: string, source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found = new Set<string>();
  for (const [, typeOnly, names = '', from = ''] of code.matchAll(valueImportPattern)) {
    const values = names.split(',').filter((name) => name.trim() && !name.trim().startsWith('type '));
    if (typeOnly || values.length === 0) continue;
    if (/^drizzle-orm(\/|$)/.test(from)) found.add('imports drizzle-orm');
    if (/(^|\/)db\/schema(\/|$)/.test(from)) found.add('imports the tables of db/schema');
  }
  if (/\b(db|tx)\.(select|insert|update|delete|execute|transaction)\b/.test(code)) found.add('queries db/tx');
  const dbReads = [...code.matchAll(/[\w)\]]\.db\b/g)].length;
  const handedToRepository = file.endsWith('/plugin.ts')
    ? [...code.matchAll(/create\w*Repository\(\s*(?:app\.)?database\.db\b/g)].length
    : 0;
  if (dbReads > handedToRepository) found.add('reads .db');
  return [...found];
}

describe('SQL of the server modules', () => {
  const withSql = new Map(
    sourceFiles(path.join(srcDir, 'modules'))
      .map((file) => path.relative(srcDir, file).split(path.sep).join('/'))
      .filter((file) => !isRepositoryFile(file))
      .map((file) => [file, sqlUses(file, readFileSync(path.join(srcDir, file), 'utf8'))] as const)
      .filter(([, uses]) => uses.length > 0),
  );

  it('is in repository files only: no other module file imports drizzle-orm or the tables, or reads .db', () => {
    const unexpected = [...withSql]
      .filter(([file]) => !(file in sqlOutsideRepositoriesToMove))
      .map(([file, uses]) => `${file}: ${uses.join(', ')}`);
    expect(unexpected).toEqual([]);
  });

  it('lists no file still to move that has no SQL left (the list only shrinks)', () => {
    expect(Object.keys(sqlOutsideRepositoriesToMove).filter((file) => !withSql.has(file))).toEqual([]);
  });

  it('sees SQL, a .db and a plugin that hands db to routes, and lets type imports and repositories be', () => {
    const route = "import { eq } from 'drizzle-orm';\nimport { users } from '../../db/schema';";
    expect(sqlUses('modules/a/routes.ts', route)).toEqual([
      'imports drizzle-orm',
      'imports the tables of db/schema',
    ]);
    expect(sqlUses('modules/a/save-a.ts', 'await repository.db.transaction(work);')).toEqual([
      'queries db/tx',
      'reads .db',
    ]);
    expect(sqlUses('modules/a/save-a.ts', 'await tx.update(things);')).toEqual(['queries db/tx']);
    expect(sqlUses('modules/a/plugin.ts', 'createARepository(app.database.db)')).toEqual([]);
    expect(sqlUses('modules/a/plugin.ts', 'register(routes, { db: app.database.db })')).toEqual([
      'reads .db',
    ]);
    expect(sqlUses('modules/a/a.ts', "import type { SQL } from 'drizzle-orm';\n// tx.select()")).toEqual([]);
    expect(sqlUses('modules/a/a.ts', "import { type Db } from '../../db/schema';")).toEqual([]);
    expect(isRepositoryFile('modules/chat/chat-repository.ts')).toBe(true);
    expect(isRepositoryFile('modules/chat/repository.ts')).toBe(true);
    expect(isRepositoryFile('modules/chat/routes.ts')).toBe(false);
  });
});

/** How a file gets around its route schemas: a validator of its own, or a body checked in the handler. */
function schemaBypasses(text: string): string[] {
  const found: string[] = [];
  if (/\bvalidatorCompiler\b/.test(text)) found.push('sets a validatorCompiler');
  if (/\.safeParse\(\s*request\.body\b|\.parse\(\s*request\.body\b/.test(text))
    found.push('parses request.body');
  return found;
}

describe('request validation (ADR 100)', () => {
  it('is the route schemas: no module or plugin switches a validator off or parses request.body itself', () => {
    const files = [
      ...sourceFiles(path.join(srcDir, 'modules')),
      ...sourceFiles(path.join(srcDir, 'plugins')),
    ];
    const bypasses = files.flatMap((file) =>
      schemaBypasses(readFileSync(file, 'utf8')).map(
        (what) => `${path.relative(srcDir, file).split(path.sep).join('/')}: ${what}`,
      ),
    );
    expect(bypasses).toEqual([]);
  });

  it('sees a validator switched off and a body parsed in a handler', () => {
    expect(schemaBypasses('{ validatorCompiler: () => (value) => ({ value }) }')).toEqual([
      'sets a validatorCompiler',
    ]);
    expect(schemaBypasses('const parsed = forgotRequestSchema.safeParse(request.body);')).toEqual([
      'parses request.body',
    ]);
    expect(schemaBypasses('schema: { body: forgotRequestSchema }')).toEqual([]);
  });
});

/** A zod object, array or union written out: a schema of its own (a method call on one is not). */
const zodSchemaPattern =
  /\bz\s*\.\s*(object|strictObject|looseObject|array|union|discriminatedUnion|record|tuple)\(/g;
/** Any other zod schema given straight as an answer, body or query (`200: z.string()…`). */
const zodValuePattern =
  /\b(?:[1-5]\d\d|body|querystring|response)\s*:\s*z\s*\.\s*(?!(?:object|strictObject|looseObject|array|union|discriminatedUnion|record|tuple)\()\w+\(/g;
/** A path params schema (`params: z.object(…)`, `const …Params = z.object(…)`): a route-local id may stay. */
const paramsPattern = /\bparams\s*:\s*(?=z\s*\.)|\bconst\s+\w*[pP]arams\s*=\s*(?=z\s*\.)/g;

/** The source without its path params schemas (each up to its closing parenthesis). */
function withoutParams(code: string): string {
  let kept = '';
  let from = 0;
  for (const match of code.matchAll(paramsPattern)) {
    if (match.index < from) continue;
    let end = code.indexOf('(', match.index);
    for (let depth = 0; end < code.length; end++) {
      if (code[end] === '(') depth++;
      else if (code[end] === ')' && --depth === 0) break;
    }
    kept += code.slice(from, match.index);
    from = end + 1;
  }
  return kept + code.slice(from);
}

/** The response, body and querystring schemas a route file writes out instead of importing the domain's. */
function inlineRouteSchemas(file: string, source: string): string[] {
  const code = withoutParams(source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, ''));
  const registersRoutes = /\bapp\.(get|post|put|patch|delete|head|route)\(/.test(code);
  if (!registersRoutes && !path.basename(file).includes('route')) return [];
  return [...code.matchAll(zodSchemaPattern), ...code.matchAll(zodValuePattern)].map((match) =>
    match[0].replace(/\s+/g, ''),
  );
}

describe('route schemas from the domain (issue 28)', () => {
  it('are imported: no module file that registers routes writes a response, body or query schema inline', () => {
    const inline = sourceFiles(path.join(srcDir, 'modules')).flatMap((file) => {
      const relative = path.relative(srcDir, file).split(path.sep).join('/');
      return inlineRouteSchemas(relative, readFileSync(file, 'utf8')).map((what) => `${relative}: ${what}`);
    });
    expect(inline).toEqual([]);
  });

  it('sees an inline response, body and query, and lets path params and imported schemas be', () => {
    const route = (schema: string) => `app.post('/a', { schema: { ${schema} } }, handler);`;
    expect(
      inlineRouteSchemas(
        'modules/a/routes.ts',
        route('response: responses({ 200: z.object({ a: z.string() }) })'),
      ),
    ).toEqual(['z.object(']);
    expect(inlineRouteSchemas('modules/a/routes.ts', route('body: z.object({ a: z.string() })'))).toEqual([
      'z.object(',
    ]);
    expect(
      inlineRouteSchemas('modules/a/routes.ts', route('body: z.strictObject({ a: z.array(z.string()) })')),
    ).toEqual(['z.strictObject(', 'z.array(']);
    expect(
      inlineRouteSchemas(
        'modules/a/routes.ts',
        `const query = z\n  .object({ t: z.string() });\n${route('querystring: query')}`,
      ),
    ).toEqual(['z.object(']);
    expect(
      inlineRouteSchemas('modules/a/route-schemas.ts', 'export const q = z.union([z.string()]);'),
    ).toEqual(['z.union(']);
    expect(
      inlineRouteSchemas(
        'modules/a/routes.ts',
        route("params: z.object({ id: z.string().meta({ description: 'x' }) }), body: aSchema"),
      ),
    ).toEqual([]);
    expect(
      inlineRouteSchemas(
        'modules/a/routes.ts',
        `const idParams = z.object({ id: z.string() });\n${route('params: idParams, response: responses({ 200: aSchema })')}`,
      ),
    ).toEqual([]);
    expect(inlineRouteSchemas('modules/a/save-a.ts', 'const parsed = z.object({ a: z.string() });')).toEqual(
      [],
    );
    expect(
      inlineRouteSchemas(
        'modules/a/routes.ts',
        route('response: responses({ 200: z.string().meta({}), 304: noContent })'),
      ),
    ).toEqual(['200:z.string(']);
  });
});
