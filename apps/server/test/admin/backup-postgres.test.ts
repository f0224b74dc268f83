import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backup } from '../../src/admin/backup/backup';
import { loadConfig } from '../../src/config';
import { parseBankingKeys } from '../../src/config/banking-keys';
import { openDatabase } from '../../src/db/client';
import { documents } from '../../src/db/schema';
import { seedDemoData } from '../../src/demo/seed';
import { readBlob } from '../../src/lib/blob-store/blob-store';
import {
  BACKUP_REMOVALS_LOCK,
  createRemovalGate,
  gatedStore,
  removalHolds,
} from '../../src/lib/blob-store/removal-gate';
import { createS3Store } from '../../src/lib/blob-store/s3-store';
import { admin, tableCounts } from '../helpers/backup';
import { type PrivatePostgres, startPrivatePostgres } from '../helpers/private-postgres';
import { useS3rver } from '../helpers/s3rver';
import { tempDir } from '../helpers/temp-dir';

/**
 * Backup and restore of a used instance on PostgreSQL with its files on S3 (issue 34, ADR 309): the demo's
 * agency and customers with their documents, backed up with pg_dump and every object under the prefix,
 * restored into an empty database and an empty prefix, compared table by table and object by object.
 * On the tests' PostgreSQL server when DATABASE_URL is set, else on a private one.
 */
const s3 = useS3rver();
let privatePostgres: PrivatePostgres | undefined;
let serverUrl = '';
const names = { source: '', target: '', spare: '', empty: '' };
const keys = `k1:${randomBytes(32).toString('base64')}`;
const jwt = randomBytes(32).toString('base64url');

const urlOf = (database: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

async function onServer(statement: string) {
  const client = new pg.Client(urlOf('postgres'));
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The instance's environment: its database, its prefix, its data folder. */
function instance(database: string): Record<string, string> {
  const env = s3.env();
  return {
    ...env,
    DATABASE_URL: urlOf(database),
    DATA_DIR: tempDir('kp-bk-pg'),
    BANKING_KEYS: keys,
    JWT_SECRET: jwt,
  };
}

async function withDatabase<T>(
  database: string,
  run: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>,
) {
  const opened = await openDatabase({ databaseUrl: urlOf(database) });
  try {
    return await run(opened);
  } finally {
    await opened.close();
  }
}

/** SHA-256 of every file of the instance's store, by key. */
async function storeHashes(env: Record<string, string>) {
  const store = await createS3Store({ ...s3.config, prefix: env.S3_PREFIX });
  const hashes: Record<string, string> = {};
  for await (const { key } of store.list())
    hashes[key] = createHash('sha256')
      .update((await readBlob(store, key)) ?? Buffer.alloc(0))
      .digest('hex');
  return hashes;
}

const source = { env: {} as Record<string, string> };

beforeAll(async () => {
  if (process.env.DATABASE_URL) serverUrl = process.env.DATABASE_URL;
  else {
    privatePostgres = await startPrivatePostgres();
    serverUrl = privatePostgres.url;
  }
  const suffix = randomUUID().slice(0, 8);
  Object.assign(names, {
    source: `kp_backup_${suffix}`,
    target: `kp_backup_restore_${suffix}`,
    spare: `kp_backup_spare_${suffix}`,
    empty: `kp_backup_empty_${suffix}`,
  });
  for (const name of Object.values(names)) await onServer(`create database ${name}`);
  source.env = instance(names.source);
  await withDatabase(names.source, async (database) => {
    await database.migrate();
    const store = await createS3Store({ ...s3.config, prefix: source.env.S3_PREFIX });
    await seedDemoData(database.db, 10, store, { bankingKeys: parseBankingKeys(keys) });
  });
}, 60_000);

afterAll(async () => {
  for (const name of Object.values(names))
    if (name) await onServer(`drop database if exists ${name} with (force)`);
  await privatePostgres?.destroy();
});

describe('npm run admin -- backup / restore on PostgreSQL with S3', () => {
  it('restores a used instance into an empty database and prefix: every table’s rows and every file the same', async () => {
    const to = path.join(tempDir('kp-bk-pg-out'), 'sicherung');
    const backedUp = await admin(['backup', '--to', to], source.env);
    expect(backedUp.code, backedUp.stderr).toBe(0);
    expect(backedUp.stdout).toMatch(/^Datenbank: pg_dump \(PostgreSQL\) \d+/m);
    expect(statSync(path.join(to, 'database.dump')).mode & 0o777).toBe(0o600);
    // The keys come from the environment: the operator keeps them, the backup says so.
    expect(backedUp.stdout).toContain('Nicht in der Sicherung (aus der Umgebung): JWT_SECRET, BANKING_KEYS');
    const manifest = JSON.parse(readFileSync(path.join(to, 'manifest.json'), 'utf8'));
    expect(manifest.source).toMatchObject({ database: 'postgres', blobStore: 's3' });
    expect(manifest.files.map((file: { path: string }) => file.path)).not.toContain('keys/banking-keys');

    const target = instance(names.target);
    const restored = await admin(['restore', '--from', to], target);
    expect(restored.code, restored.stderr).toBe(0);

    const before = await withDatabase(names.source, tableCounts);
    expect(await withDatabase(names.target, tableCounts)).toEqual(before);
    expect(manifest.tables).toEqual(before);
    expect(before['public.bank_transactions']).toBeGreaterThan(0);
    const files = await storeHashes(source.env);
    expect(Object.keys(files).length).toBeGreaterThan(0);
    expect(await storeHashes(target)).toEqual(files);

    // Not again into that instance, nor into an empty database beside a store that holds files.
    const again = await admin(['restore', '--from', to], target);
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(
      'Die Datenbank (DATABASE_URL) ist nicht leer: wiederhergestellt wird nur in eine leere Instanz.',
    );
    const filled = await admin(['restore', '--from', to], {
      ...instance(names.spare),
      S3_PREFIX: target.S3_PREFIX ?? '',
    });
    expect(filled.code).toBe(1);
    expect(filled.stderr).toMatch(
      /^Der Dateispeicher \(S3 .+\) ist nicht leer: wiederhergestellt wird nur in eine leere Instanz\.$/,
    );
    // A PostgreSQL backup does not go into PGlite.
    const embedded = await admin(['restore', '--from', to], { DATA_DIR: tempDir('kp-bk-pg-embedded') });
    expect(embedded.code).toBe(1);
    expect(embedded.stderr).toContain(
      'Die Sicherung ist eine PostgreSQL-Datenbank, das Ziel ist PGlite in DATA_DIR',
    );
  }, 60_000);

  it('keeps a file a portal removes between the snapshot and the copy: the backup holds it, the removal follows', async () => {
    const to = path.join(tempDir('kp-bk-pg-hold'), 'sicherung');
    const store = await createS3Store({ ...s3.config, prefix: source.env.S3_PREFIX });
    await withDatabase(names.source, async (database) => {
      // The portal's store, as its blob-store plugin makes it (ADR 335).
      const portal = gatedStore(store, createRemovalGate(database, store, removalHolds()));
      let removed = '';
      const out: string[] = [];
      await backup(
        loadConfig({ ...source.env, LOG_LEVEL: 'warn' }),
        source.env,
        to,
        (text) => out.push(text),
        {
          afterSnapshot: async () => {
            // What DELETE does: the row goes (committed), then its file.
            const [row] = await database.db
              .delete(documents)
              .where(eq(documents.id, sql`(select min(id) from documents)`))
              .returning({ key: documents.blobKey });
            removed = row?.key ?? '';
            await portal.remove(removed);
            expect(await store.size(removed)).not.toBeNull();
          },
        },
      );
      expect(out.join('\n')).toContain('Sicherung fertig');
      const manifest = JSON.parse(readFileSync(path.join(to, 'manifest.json'), 'utf8'));
      expect(manifest.files.map((file: { path: string }) => file.path)).toContain(`files/${removed}`);
      // The backup is done: the queued removal goes.
      expect(await store.size(removed)).not.toBeNull();
      expect(await createRemovalGate(database, store, removalHolds()).drain()).toBeGreaterThanOrEqual(1);
      expect(await store.size(removed)).toBeNull();
    });
  }, 60_000);

  it('fails when its hold ends before the files are copied, in German, leaving the folder empty', async () => {
    const to = tempDir('kp-bk-pg-lost');
    const done = backup(loadConfig({ ...source.env, LOG_LEVEL: 'warn' }), source.env, to, () => undefined, {
      // The backup's own connection holding the lock, ended (a network cut, an operator's terminate).
      afterSnapshot: () =>
        onServer(
          `select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and objid = ${BACKUP_REMOVALS_LOCK} and granted and database = (select oid from pg_database where datname = '${names.source}')`,
        ),
    });
    await expect(done).rejects.toThrow(
      'Während die Dateien kopiert wurden, endete das Zurückhalten gelöschter Dateien (das Portal wurde beendet oder die Datenbankverbindung brach ab): der Sicherung könnten Dateien fehlen, die ihr Schnappschuss nennt. Nichts gesichert; bitte erneut sichern.',
    );
    expect(readdirSync(to)).toEqual([]);
  }, 60_000);

  it('refuses to back up a database without the portal’s migrations, in German, leaving the folder empty', async () => {
    const to = tempDir('kp-bk-pg-empty');
    const refused = await admin(['backup', '--to', to], instance(names.empty));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      'Die Datenbank (DATABASE_URL) ist keine Datenbank des Kundenportals (keine Migrationen): bitte DATABASE_URL prüfen. Nichts gesichert.',
    );
    expect(readdirSync(to)).toEqual([]);
  }, 30_000);
});
