import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backup } from '../../src/admin/backup/backup';
import { loadConfig } from '../../src/config';
import { type Database, openDatabase } from '../../src/db/client';
import { chatMessages, documents, persons, users } from '../../src/db/schema';
import { snapshotSocketPath, socketAnswers } from '../../src/db/snapshot-socket';
import { demoLogins } from '../../src/demo/customers';
import { seedDemoData } from '../../src/demo/seed';
import { createDiskStore } from '../../src/lib/blob-store/disk-store';
import { adminBundle } from '../helpers/admin-cli';
import { admin, folderHashes, tableCounts } from '../helpers/backup';
import { multipartBody, samples } from '../helpers/documents';
import { copyPgliteTemplate } from '../helpers/pglite-template';
import { startServerProcess } from '../helpers/server-process';
import { tempDir } from '../helpers/temp-dir';
import { authHeaders, clientHeaders } from '../helpers/test-app';

/**
 * Backup and restore on the embedded default (issue 34, ADR 308): the demo in a data folder of its own,
 * backed up and restored into a fresh one and compared table by table and file by file; then backed up
 * again beside a serving portal process that keeps writing, and that backup restored and checked.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
/** The production bundle's main.js (next to the admin CLI's admin.js, built once per test process). */
let mainJs = '';
const source = tempDir('kp-bk');
const backups = tempDir('kp-bk-out');
const running: ChildProcess[] = [];
const max = demoLogins.max;
let mainId = 0;
/** The demo's row counts, read when it was made. */
let demoCounts: Record<string, number> = {};

async function withDatabase<T>(dataDir: string, run: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir });
  try {
    return await run(database);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  // esbuild runs in a process of its own: beside the demo's seeding. The bundle starts in a fraction of
  // tsx's time, and is what `npm start` runs.
  const built = adminBundle().then((adminJs) => {
    mainJs = path.join(path.dirname(adminJs), 'main.js');
  });
  built.catch(() => undefined);
  const config = loadConfig({ DATA_DIR: source });
  // A copy of the run's migrated PGlite template: the demo is seeded into it as on a new database.
  await copyPgliteTemplate(source);
  await withDatabase(source, async (database) => {
    await database.migrate();
    await seedDemoData(database.db, 10, await createDiskStore(source), {
      bankingKeys: config.bankingKeys,
    });
    const [main] = await database.db
      .select({ id: persons.id })
      .from(persons)
      .innerJoin(users, eq(users.id, persons.userId))
      .where(and(eq(users.email, max.email), eq(persons.isMain, true)));
    mainId = main?.id ?? 0;
    demoCounts = await tableCounts(database);
  });
  await built;
}, 120_000);

afterAll(() => {
  for (const child of running)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

function startPortal(env: Record<string, string>) {
  const server = startServerProcess([mainJs], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
  });
  running.push(server.child);
  return server;
}

describe('npm run admin -- backup / restore on PGlite (DATA_DIR)', () => {
  it('restores the demo into a fresh DATA_DIR: every table’s rows, every file and key the same', async () => {
    const to = path.join(backups, 'demo');
    // Made beforehand, as an operator (or a mounted volume) does: tightened, like every file in it.
    mkdirSync(to, { mode: 0o755 });
    const backedUp = await admin(['backup', '--to', to], { DATA_DIR: source });
    expect(backedUp.code, backedUp.stderr).toBe(0);
    expect(statSync(to).mode & 0o777).toBe(0o700);
    const open = readdirSync(to, { recursive: true, encoding: 'utf8' }).filter(
      (name) => statSync(path.join(to, name)).mode & 0o077,
    );
    expect(open).toEqual([]);
    expect(backedUp.stdout).toContain('PGlite direkt gelesen');
    expect(backedUp.stdout).toContain('jwt-secret, banking-keys, vapid-keys.json');
    const manifest = JSON.parse(readFileSync(path.join(to, 'manifest.json'), 'utf8'));
    // The PostgreSQL the data folder was written by: its major is what a restore's PGlite must run.
    const major = readFileSync(path.join(to, 'database', 'PG_VERSION'), 'utf8').trim();
    expect(manifest.source).toEqual({
      database: 'pglite',
      blobStore: 'disk',
      serverVersion: expect.stringMatching(new RegExp(`^PostgreSQL ${major}\\.\\d+ \\(PGlite\\)$`)),
    });
    expect(manifest.schemaVersion).toMatch(/^\d{4}_/);

    const target = tempDir('kp-bk-restored');
    // JWT_SECRET set for the target: its restored key file is not used, and the command says so.
    const restored = await admin(['restore', '--from', to], { DATA_DIR: target, JWT_SECRET: 'j'.repeat(32) });
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain('jede Prüfsumme stimmt');
    expect(restored.stdout).toContain(
      'Nicht benutzt, solange die Variable in der Umgebung gesetzt ist: jwt-secret (JWT_SECRET) —',
    );

    const before = demoCounts;
    const after = await withDatabase(target, tableCounts);
    expect(after).toEqual(before);
    expect(before['public.documents']).toBeGreaterThan(0);
    expect(manifest.tables).toEqual(before);
    const files = folderHashes(path.join(source, 'files'));
    expect(Object.keys(files).length).toBeGreaterThan(0);
    expect(folderHashes(path.join(target, 'files'))).toEqual(files);
    for (const key of ['jwt-secret', 'banking-keys', 'vapid-keys.json'])
      expect(readFileSync(path.join(target, key), 'utf8')).toBe(readFileSync(path.join(source, key), 'utf8'));

    // Into that instance again: refused, it is not empty.
    const again = await admin(['restore', '--from', to], { DATA_DIR: target });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('ist nicht leer: wiederhergestellt wird nur in eine leere Instanz');
    // Nor into a backup folder that holds something.
    const over = await admin(['backup', '--to', to], { DATA_DIR: source });
    expect(over.code).toBe(1);
    expect(over.stderr).toContain(`Das Verzeichnis ${to} ist nicht leer`);
  }, 60_000);

  it('refuses a tampered file, an unknown schema, and a folder that is no backup, before writing anything', async () => {
    const to = path.join(backups, 'demo');
    // A backup of a database this build does not know (a newer portal's): refused before writing.
    const edited = path.join(backups, 'edited');
    cpSync(to, edited, { recursive: true });
    const manifestFile = path.join(edited, 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    writeFileSync(manifestFile, JSON.stringify({ ...manifest, schemaVersion: '9999_aus_der_zukunft' }));
    const future = tempDir('kp-bk-future');
    const refusedFuture = await admin(['restore', '--from', edited], { DATA_DIR: future });
    expect(refusedFuture.code).toBe(1);
    expect(refusedFuture.stderr).toContain('Die Sicherung hat den Datenbankstand 9999_aus_der_zukunft');
    expect(refusedFuture.stderr).toContain('Nichts geschrieben.');
    expect(existsSync(path.join(future, 'db'))).toBe(false);
    // A data folder of another PostgreSQL major than this portal's PGlite runs: refused before writing.
    const versionFile = path.join(edited, 'database', 'PG_VERSION');
    const realVersion = readFileSync(versionFile);
    const major = realVersion.toString().trim();
    writeFileSync(versionFile, '99\n');
    const files = manifest.files.map((file: { path: string }) =>
      file.path === 'database/PG_VERSION'
        ? { ...file, size: 3, sha256: createHash('sha256').update('99\n').digest('hex') }
        : file,
    );
    writeFileSync(manifestFile, JSON.stringify({ ...manifest, files }));
    const otherMajor = await admin(['restore', '--from', edited], { DATA_DIR: future });
    expect(otherMajor.code).toBe(1);
    expect(otherMajor.stderr).toContain(
      `Die Sicherung ist ein PGlite-Datenordner von PostgreSQL 99, das PGlite dieses Portals öffnet nur PostgreSQL ${major}:`,
    );
    expect(otherMajor.stderr).toContain('Nichts geschrieben.');
    expect(existsSync(path.join(future, 'db'))).toBe(false);
    writeFileSync(versionFile, realVersion);
    // A refusal once the database is written says so (here: a row count the database does not have).
    const tables = { ...manifest.tables, 'public.users': manifest.tables['public.users'] + 1 };
    writeFileSync(manifestFile, JSON.stringify({ ...manifest, tables }));
    const counted = await admin(['restore', '--from', edited], { DATA_DIR: future });
    expect(counted.code).toBe(1);
    expect(counted.stderr).toContain('Nach der Wiederherstellung hat die Tabelle public.users');
    expect(counted.stderr).toContain(
      'das Ziel ist nicht mehr leer, bitte Datenbank und Dateispeicher leeren',
    );

    const file = readdirSync(path.join(to, 'files'))[0] ?? '';
    appendFileSync(path.join(to, 'files', file), 'x');
    const target = tempDir('kp-bk-tampered');
    const refused = await admin(['restore', '--from', to], { DATA_DIR: target });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      `Prüfsumme falsch: files/${file} ist nicht mehr, was gesichert wurde (verändert oder beschädigt). Nichts wiederhergestellt.`,
    );
    expect(readdirSync(target).filter((name) => name === 'db' || name === 'files')).toEqual([]);

    const missing = path.join(backups, 'gibt-es-nicht');
    const unreadable = await admin(['restore', '--from', missing], { DATA_DIR: target });
    expect(unreadable.code).toBe(1);
    expect(unreadable.stderr).toBe(
      `${missing} ist keine lesbare Sicherung: manifest.json fehlt oder ist nicht lesbar.`,
    );
  }, 60_000);

  it('backs up beside a serving portal that keeps writing; the backup restores and passes its checks', async () => {
    const server = startPortal({
      S3_ENDPOINT: '',
      S3_BUCKET: '',
      S3_ACCESS_KEY_ID: '',
      S3_SECRET_ACCESS_KEY: '',
      DATA_DIR: source,
      SEED_DEMO_DATA: 'false',
      PASSWORD_SCRYPT_LOG_N: '10',
      NODE_ENV: 'test',
    });
    const url = await server.listening;
    // The portal holds the database and says so on its socket: a second one started now refuses (main.ts).
    expect(await socketAnswers(snapshotSocketPath(source))).toBe(true);
    const login = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { ...clientHeaders, 'content-type': 'application/json' },
      body: JSON.stringify({ email: max.email, password: max.password }),
    });
    expect(login.status).toBe(200);
    const headers = authHeaders(((await login.json()) as { token: string }).token);

    // The writer: an upload and a chat message, again and again, until the backup is done.
    let writing = true;
    let answered = 0;
    const writer = (async () => {
      for (let round = 0; writing; round += 1) {
        const { body, contentType } = multipartBody({ name: `Beleg-${round}.pdf`, content: samples.pdf() });
        const uploaded = await fetch(`${url}/api/v2/document/person/${mainId}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': contentType },
          body: new Uint8Array(body),
        });
        const sent = await fetch(`${url}/api/chat`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ text: `Nachricht ${round} während der Sicherung` }),
        });
        // 503 + Retry-After: shed by the pressure guard on a busy machine, not answered (retried by a client).
        for (const response of [uploaded, sent]) expect([201, 503]).toContain(response.status);
        if (sent.status === 201) answered += 1;
      }
    })();
    // A document the customer deletes after the snapshot, before the backup copied the files (ADR 335).
    const { body, contentType } = multipartBody({
      name: 'Gelöscht während der Sicherung.pdf',
      content: samples.pdf(),
    });
    const kept = await fetch(`${url}/api/v2/document/person/${mainId}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': contentType },
      body: new Uint8Array(body),
    });
    expect(kept.status).toBe(201);
    const keptName = ((await kept.json()) as { document: { filename: string } }).document.filename;
    const keptFile = path.join(source, 'files', keptName.replace(/\.pdf$/, ''));
    expect(existsSync(keptFile)).toBe(true);

    await expect.poll(() => answered, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    const answeredBefore = answered;
    const to = path.join(backups, 'serving');
    const output: string[] = [];
    await backup(loadConfig({ DATA_DIR: source, LOG_LEVEL: 'warn' }), {}, to, (text) => output.push(text), {
      afterSnapshot: async () => {
        const deleted = await fetch(`${url}/api/persons/${mainId}/documents/${keptName}`, {
          method: 'DELETE',
          headers,
        });
        expect(deleted.status).toBe(204);
        // The portal holds the removal while the backup copies.
        expect(existsSync(keptFile)).toBe(true);
      },
    });
    writing = false;
    await writer;
    expect(output.join('\n')).toContain('Schnappschuss vom laufenden Portal');
    expect(answered).toBeGreaterThan(answeredBefore);
    // The backup hung up: the held removal went.
    await expect.poll(() => existsSync(keptFile), { timeout: 10_000 }).toBe(false);
    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);

    const target = tempDir('kp-bk-serving');
    const restored = await admin(['restore', '--from', to], { DATA_DIR: target });
    expect(restored.code, restored.stderr).toBe(0);
    await withDatabase(target, async (database) => {
      const [user] = await database.db.select().from(users).where(eq(users.email, max.email));
      const messages = await database.db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.customerId, user?.id ?? 0));
      const written = messages.filter((message) => message.text.endsWith('während der Sicherung'));
      // Every write answered before the backup began is in it; the writes during it up to the snapshot.
      expect(written.length).toBeGreaterThanOrEqual(answeredBefore);
      // Every file a restored document names is there (the files are copied after the snapshot).
      const keys = (await database.db.select({ key: documents.blobKey }).from(documents)).map(
        (row) => row.key,
      );
      const files = folderHashes(path.join(target, 'files'));
      expect(keys.filter((key) => key && !(key in files))).toEqual([]);
      // Also the file of the document deleted after the snapshot: its row is in the backup.
      expect(keys).toContain(keptName.replace(/\.pdf$/, ''));
    });
  }, 120_000);
});
