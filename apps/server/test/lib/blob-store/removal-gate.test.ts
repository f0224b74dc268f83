import { Readable } from 'node:stream';
import type { DocumentDto } from '@kundenportal/domain/documents/document-api';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blobRemovals, documents } from '../../../src/db/schema';
import { BACKUP_REMOVALS_LOCK } from '../../../src/lib/blob-store/removal-gate';
import { createDocumentCustomer, samples } from '../../helpers/documents';
import { useTestApp } from '../../helpers/test-app';

/**
 * Issue 34, ADR 335: a file removed while a backup copies stays until the backup is done, so every file its
 * snapshot names is in it. The hold as a backup takes it: on PostgreSQL the advisory lock on a connection of
 * its own (admin/backup/postgres-copy.ts), on PGlite the count the snapshot socket takes.
 */
const t = useTestApp();
const onPostgres = () => t.app.database.kind === 'postgres';
let releases: (() => Promise<void>)[] = [];

async function backupHold(): Promise<() => Promise<void>> {
  let release: () => Promise<void>;
  if (onPostgres()) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query('select pg_advisory_lock($1)', [BACKUP_REMOVALS_LOCK]);
    release = () => client.end();
  } else release = t.app.blobRemovals.holds.hold();
  let done = false;
  const once = async () => {
    if (done) return;
    done = true;
    await release();
  };
  releases.push(once);
  return once;
}

afterEach(async () => {
  for (const release of releases) await release();
  releases = [];
});

/** A customer's uploaded document and its file's key. */
async function uploaded() {
  const customer = await createDocumentCustomer(t.app);
  const response = await customer.api.upload(customer.mainId, { name: 'Police.pdf', content: samples.pdf() });
  expect(response.statusCode).toBe(201);
  const document = response.json<{ document: DocumentDto }>().document;
  const [row] = await t.app.database.db
    .select({ key: documents.blobKey })
    .from(documents)
    .where(eq(documents.filename, document.filename));
  if (!row) throw new Error('no document row');
  return { customer, document, key: row.key };
}

const stored = async (key: string) => (await t.app.blobStore.size(key)) !== null;
const queued = async (keys: string[]) =>
  (
    await t.app.database.db
      .select({ key: blobRemovals.key })
      .from(blobRemovals)
      .where(inArray(blobRemovals.key, keys))
  ).map((row) => row.key);

/** A file of the store as an erasure leaves it: committed, its key queued in blob_removals. */
async function queuedFile(): Promise<string> {
  const key = `dok-${crypto.randomUUID().replaceAll('-', '')}`;
  const pending = await t.app.blobStore.write(Readable.from([Buffer.from('%PDF-1.4\n')]), { maxBytes: 100 });
  await pending.commit(key);
  await t.app.database.db.insert(blobRemovals).values({ key });
  return key;
}

describe('file removals while a backup copies (ADR 335)', () => {
  it('removes a deleted document’s file at once while no backup holds', async () => {
    const { customer, document, key } = await uploaded();
    expect(await stored(key)).toBe(true);
    expect((await customer.api.remove(document.owner_id, document.filename)).statusCode).toBe(204);
    expect(await stored(key)).toBe(false);
    expect(await queued([key])).toEqual([]);
  });

  it('keeps a document’s file deleted during a backup until the backup ends, then removes it', async () => {
    const { customer, document, key } = await uploaded();
    const release = await backupHold();

    const deleted = await customer.api.remove(document.owner_id, document.filename);
    expect(deleted.statusCode).toBe(204);
    // The customer sees it gone at once; only the file waits for the backup.
    const list = (await customer.api.list()).json<{ documents: DocumentDto[] }>().documents;
    expect(list.map((d) => d.filename)).not.toContain(document.filename);
    expect(await stored(key)).toBe(true);
    // On PostgreSQL the key waits in the table (any process removes it later), on PGlite in this process.
    expect(await queued([key])).toEqual(onPostgres() ? [key] : []);
    expect(await t.app.blobRemovals.drain()).toBe(0);
    expect(await stored(key)).toBe(true);

    await release();
    if (onPostgres()) expect(await t.app.blobRemovals.drain()).toBeGreaterThanOrEqual(1);
    await vi.waitFor(async () => expect(await stored(key)).toBe(false));
    expect(await queued([key])).toEqual([]);
  });

  it('drains an erasure’s queued files only while no backup holds', async () => {
    const keys = [await queuedFile(), await queuedFile()];
    const release = await backupHold();
    expect(await t.app.blobRemovals.drain()).toBe(0);
    for (const key of keys) expect(await stored(key)).toBe(true);
    expect((await queued(keys)).sort()).toEqual([...keys].sort());

    await release();
    expect(await t.app.blobRemovals.drain()).toBeGreaterThanOrEqual(2);
    for (const key of keys) expect(await stored(key)).toBe(false);
    expect(await queued(keys)).toEqual([]);
  });

  it('holds while any of two backups holds (PGlite: counted; PostgreSQL: the second waits for the first)', async () => {
    const { customer, document, key } = await uploaded();
    const first = await backupHold();
    if (!onPostgres()) {
      const second = await backupHold();
      await first();
      expect((await customer.api.remove(document.owner_id, document.filename)).statusCode).toBe(204);
      expect(await stored(key)).toBe(true);
      await second();
    } else {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      try {
        const taken = await client.query('select pg_try_advisory_lock($1) as ok', [BACKUP_REMOVALS_LOCK]);
        expect(taken.rows[0]?.ok).toBe(false);
        expect((await customer.api.remove(document.owner_id, document.filename)).statusCode).toBe(204);
        expect(await stored(key)).toBe(true);
        await first();
        await t.app.blobRemovals.drain();
      } finally {
        await client.end();
      }
    }
    await vi.waitFor(async () => expect(await stored(key)).toBe(false));
  });
});
