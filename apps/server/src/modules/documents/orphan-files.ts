import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { BlobStore } from '../../lib/blob-store/blob-store';
import { type DocumentsRepository, documentsRepositoryOn } from './repository';
import { isDocumentKey } from './save-document';

/** Keys looked up in one query. */
const BATCH = 500;

/**
 * Removes document files no row names, stored more than `olderThanMs` ago (all of them with 0). Such a
 * file is what a crash between the file's commit and the row's COMMIT leaves, or a delete whose file
 * removal failed. A younger one may belong to an upload another server is finishing right now.
 * Only keys the documents make (`dok-…`) are looked at: the store may hold others' files one day.
 * `where` is the module's repository or a database.
 */
export async function removeOrphanFiles(
  where: DocumentsRepository | Db,
  store: BlobStore,
  olderThanMs: number,
  signal?: AbortSignal,
): Promise<{ checked: number; removed: number }> {
  const repository = documentsRepositoryOn(where);
  const cutoff = olderThanMs > 0 ? Date.now() - olderThanMs : Number.POSITIVE_INFINITY;
  let checked = 0;
  let removed = 0;
  let batch: string[] = [];
  const settle = async () => {
    const known = await repository.namedBlobKeys(batch);
    for (const key of batch) {
      if (known.has(key)) continue;
      await store.remove(key);
      removed += 1;
    }
    checked += batch.length;
    batch = [];
  };
  for await (const file of store.list()) {
    if (signal?.aborted) return { checked, removed };
    if (!isDocumentKey(file.key) || file.lastModified.getTime() > cutoff) continue;
    batch.push(file.key);
    if (batch.length >= BATCH) await settle();
  }
  if (batch.length > 0) await settle();
  return { checked, removed };
}

/**
 * The start-up reconciliation. With `sole` (no other process uses the storage) it runs before the server
 * takes requests, and every file without a row goes. On shared storage only files older than `staleMs` go,
 * and it runs in the background: it lists the whole store (10,000 documents on the cluster's S3 took longer
 * than the 10 s a plugin may take to start, under load), and a process that waited for it could not join a
 * rolling restart. `signal` ends it early (the app closing). A failure is a warning, not a failed start: an
 * orphan costs storage, nothing else.
 */
export function reconcileFilesAtStart(
  deps: {
    repository: DocumentsRepository;
    store: BlobStore;
    log: FastifyBaseLogger;
    background: { track(job: Promise<unknown>): void };
  },
  options: { sole: boolean; staleMs: number; signal: AbortSignal },
): Promise<void> {
  const run = reconcileFiles(deps, options);
  if (options.sole) return run;
  deps.background.track(run);
  return Promise.resolve();
}

async function reconcileFiles(
  deps: { repository: DocumentsRepository; store: BlobStore; log: FastifyBaseLogger },
  options: { sole: boolean; staleMs: number; signal: AbortSignal },
): Promise<void> {
  try {
    const { checked, removed } = await removeOrphanFiles(
      deps.repository,
      deps.store,
      options.sole ? 0 : options.staleMs,
      options.signal,
    );
    deps.log.info(
      { checked, removed },
      `documents: removed ${removed} stored file(s) without a document (${checked} checked)`,
    );
  } catch (error) {
    deps.log.warn({ err: error }, 'documents: reconciliation of stored files failed');
  }
}
