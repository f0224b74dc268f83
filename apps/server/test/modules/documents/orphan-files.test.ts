import { randomUUID } from 'node:crypto';
import { readdir, utimes } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { BlobStore } from '../../../src/lib/blob-store/blob-store';
import { createDiskStore } from '../../../src/lib/blob-store/disk-store';
import { createS3Store } from '../../../src/lib/blob-store/s3-store';
import { reconcileFilesAtStart, removeOrphanFiles } from '../../../src/modules/documents/orphan-files';
import { documentsRepositoryOn } from '../../../src/modules/documents/repository';
import { newDocumentKey, saveDocument } from '../../../src/modules/documents/save-document';
import { getDatabase } from '../../helpers/database';
import { samples } from '../../helpers/documents';
import { useS3rver } from '../../helpers/s3rver';
import { tempDir } from '../../helpers/temp-dir';
import { createTestApp, createTestCustomer } from '../../helpers/test-app';

/**
 * Start-up reconciliation of stored files against document rows: a crash between a file's commit and its
 * row's COMMIT leaves a file no row names.
 */
const s3 = useS3rver();
const HOUR = 60 * 60 * 1000;

const put = async (store: BlobStore, key: string) =>
  (await store.write(Readable.from([samples.pdf()]), { maxBytes: 1000 })).commit(key);

/** A document with its row and file, as an upload makes it. */
async function documentWithRow(store: BlobStore) {
  const { db } = await getDatabase();
  const customer = await createTestCustomer({ persons: [{ firstname: 'Olga', lastname: 'Ordner' }] });
  const pending = await store.write(Readable.from([samples.pdf()]), { maxBytes: 1000 });
  return saveDocument(db, store, pending, {
    userId: customer.user.id,
    ownerType: 'person',
    ownerId: customer.persons[0]?.id ?? 0,
    originalFilename: 'Police.pdf',
    kategorie: 'eigene',
    directory: '',
    mime: 'application/pdf',
  });
}

async function keys(store: BlobStore) {
  const found: string[] = [];
  for await (const file of store.list()) found.push(file.key);
  return found.sort();
}

/** Makes a file on disk look stored `ms` ago. */
async function age(dataDir: string, key: string, ms: number) {
  const then = new Date(Date.now() - ms);
  await utimes(path.join(dataDir, 'files', key), then, then);
}

describe('removing stored files no document names', () => {
  it('removes every orphan when this process is the storage’s only user, and nothing else', async () => {
    const { db } = await getDatabase();
    const dataDir = tempDir('kp-orphans');
    const store = await createDiskStore(dataDir);
    const kept = await documentWithRow(store);
    const orphan = newDocumentKey();
    await put(store, orphan);
    // Not a document's key: some other file of the store, never the documents' to remove.
    const foreign = `avatar-${randomUUID()}`;
    await put(store, foreign);
    // An unfinished upload is the sweep's, not the reconciliation's.
    await store.write(Readable.from([samples.pdf()]), { maxBytes: 1000 });

    expect(await removeOrphanFiles(db, store, 0)).toEqual({ checked: 2, removed: 1 });
    expect(await keys(store)).toEqual([foreign, kept.blobKey].sort());
    expect(
      (await readdir(path.join(dataDir, 'files'))).filter((name) => name.startsWith('tmp-')),
    ).toHaveLength(1);
  });

  it('leaves a fresh orphan alone when other servers share the storage, and removes it once stale', async () => {
    const { db } = await getDatabase();
    const dataDir = tempDir('kp-orphans');
    const store = await createDiskStore(dataDir);
    const kept = await documentWithRow(store);
    await age(dataDir, kept.blobKey, 2 * HOUR);
    const orphan = newDocumentKey();
    await put(store, orphan);

    expect(await removeOrphanFiles(db, store, HOUR)).toEqual({ checked: 1, removed: 0 });
    expect(await keys(store)).toEqual([kept.blobKey, orphan].sort());
    await age(dataDir, orphan, HOUR + 60_000);
    expect(await removeOrphanFiles(db, store, HOUR)).toEqual({ checked: 2, removed: 1 });
    expect(await keys(store)).toEqual([kept.blobKey]);
  });

  it('checks keys in batches against the rows', async () => {
    const { db } = await getDatabase();
    const dataDir = tempDir('kp-orphans');
    const store = await createDiskStore(dataDir);
    const kept = await documentWithRow(store);
    for (let i = 0; i < 1100; i += 1) await put(store, newDocumentKey());
    expect(await removeOrphanFiles(db, store, 0)).toEqual({ checked: 1101, removed: 1100 });
    expect(await keys(store)).toEqual([kept.blobKey]);
  });
});

describe('reconciliation at start', () => {
  it('on disk: a file without a row is removed before the first request, a file with a row stays', async () => {
    const database = await getDatabase();
    const dataDir = tempDir('kp-orphans');
    const store = await createDiskStore(dataDir);
    const kept = await documentWithRow(store);
    await age(dataDir, kept.blobKey, 2 * HOUR);
    const stale = newDocumentKey();
    await put(store, stale);
    await age(dataDir, stale, 2 * HOUR);
    const fresh = newDocumentKey();
    await put(store, fresh);

    const { app, logs } = await createTestApp({ DATA_DIR: dataDir });
    try {
      // PGlite and disk: this process is the storage's only user, so a fresh orphan goes too, before the
      // first request; on PostgreSQL another server may be between the fresh file's commit and its row's
      // COMMIT, and the reconciliation runs beside the first requests (waited for here).
      const sole = database.kind === 'pglite';
      if (!sole) await app.backgroundJobs.idle();
      expect(await keys(app.blobStore)).toEqual((sole ? [kept.blobKey] : [kept.blobKey, fresh]).sort());
      expect(logs.join('')).toContain(
        `documents: removed ${sole ? 2 : 1} stored file(s) without a document (${sole ? 3 : 2} checked)`,
      );
    } finally {
      await app.close();
    }
  });

  it('on S3 (never the only user): a fresh orphan stays, a file with a row stays', async () => {
    const env = s3.env();
    const store = await createS3Store({ ...s3.config, prefix: env.S3_PREFIX });
    const kept = await documentWithRow(store);
    const fresh = newDocumentKey();
    await put(store, fresh);

    const { app, logs } = await createTestApp(env);
    try {
      // Shared storage: the reconciliation runs beside the first requests, not before them.
      await app.backgroundJobs.idle();
      expect(await keys(app.blobStore)).toEqual([kept.blobKey, fresh].sort());
      expect(logs.join('')).toContain('documents: removed 0 stored file(s) without a document (0 checked)');
    } finally {
      await app.close();
    }
  });
});

describe('reconciliation at start on shared storage', () => {
  /** A store whose listing yields one old document file, then waits until `release` (a long listing). */
  function slowStore(base: BlobStore, key: string) {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const store: BlobStore = {
      ...base,
      async *list() {
        yield { key, lastModified: new Date(Date.now() - 2 * HOUR) };
        await released;
        yield { key: newDocumentKey(), lastModified: new Date(Date.now() - 2 * HOUR) };
      },
    };
    return { store, release };
  }
  const quietLog = () => {
    const lines: string[] = [];
    const log = { info: (_: unknown, line: string) => lines.push(line), warn: () => {} };
    return { lines, log: log as unknown as Parameters<typeof reconcileFilesAtStart>[0]['log'] };
  };

  it('does not hold the start; the app’s background jobs know it, and closing ends it early', async () => {
    const { db } = await getDatabase();
    const base = await createDiskStore(tempDir('kp-orphans'));
    const orphan = newDocumentKey();
    await put(base, orphan);
    const { store, release } = slowStore(base, orphan);
    const tracked: Promise<unknown>[] = [];
    const closing = new AbortController();
    const { lines, log } = quietLog();

    await reconcileFilesAtStart(
      {
        repository: documentsRepositoryOn(db),
        store,
        log,
        background: { track: (job) => tracked.push(job) },
      },
      { sole: false, staleMs: HOUR, signal: closing.signal },
    );
    expect(tracked).toHaveLength(1);
    expect(lines).toEqual([]);

    closing.abort();
    release();
    await tracked[0];
    // Stopped at the next file: the first batch was never settled, so nothing was removed.
    expect(lines).toEqual(['documents: removed 0 stored file(s) without a document (0 checked)']);
    expect(await keys(base)).toEqual([orphan]);
  });

  it('with the storage to itself it finishes before the start goes on, and tracks nothing', async () => {
    const { db } = await getDatabase();
    const base = await createDiskStore(tempDir('kp-orphans'));
    const orphan = newDocumentKey();
    await put(base, orphan);
    const tracked: Promise<unknown>[] = [];
    const { lines, log } = quietLog();

    await reconcileFilesAtStart(
      {
        repository: documentsRepositoryOn(db),
        store: base,
        log,
        background: { track: (job) => tracked.push(job) },
      },
      { sole: true, staleMs: HOUR, signal: new AbortController().signal },
    );
    expect(tracked).toEqual([]);
    expect(lines).toEqual(['documents: removed 1 stored file(s) without a document (1 checked)']);
    expect(await keys(base)).toEqual([]);
  });
});
