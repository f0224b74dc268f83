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
    if (!isDocumentKey(file.key) || file.lastModified.getTime() > cutoff) continue;
    batch.push(file.key);
    if (batch.length >= BATCH) await settle();
  }
  if (batch.length > 0) await settle();
  return { checked, removed };
}

/**
 * The start-up reconciliation: before the server takes requests, so with `sole` (no other process uses
 * the storage) every file without a row goes; else only those older than `staleMs`. A failure is a
 * warning, not a failed start: an orphan costs storage, nothing else.
 */
export async function reconcileFiles(
  deps: { repository: DocumentsRepository; store: BlobStore; log: FastifyBaseLogger },
  options: { sole: boolean; staleMs: number },
): Promise<void> {
  try {
    const { checked, removed } = await removeOrphanFiles(
      deps.repository,
      deps.store,
      options.sole ? 0 : options.staleMs,
    );
    deps.log.info(
      { checked, removed },
      `documents: removed ${removed} stored file(s) without a document (${checked} checked)`,
    );
  } catch (error) {
    deps.log.warn({ err: error }, 'documents: reconciliation of stored files failed');
  }
}
