import type { DocumentOwnerType } from '@kundenportal/domain/documents/document-api';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { BlobStore } from '../../lib/blob-store/blob-store';
import type { DocumentsRepository } from './repository';

/*
 * What happens to an owner's documents when the owner (a person, a contract) is deleted (ADR 055), inside
 * the deleting transaction: the customer's own documents go with it; documents the adviser provided are
 * the adviser's papers, which the customer cannot delete, so they move to the main person
 * (repository.releaseOwner). The files of the deleted rows are removed after COMMIT (removeFiles).
 */

/** Removes the files of deleted rows; a failure leaves a file no row names, which is logged, not fatal. */
export async function removeFiles(
  store: BlobStore,
  blobKeys: string[],
  log: FastifyBaseLogger,
): Promise<void> {
  await Promise.all(
    blobKeys.map((blobKey) =>
      store.remove(blobKey).catch((error: unknown) => {
        log.error({ err: error, blobKey }, 'file of a deleted document not removed');
      }),
    ),
  );
}

/**
 * The documents' part of deleting an owner (the persons' and the contracts' deletion hook, added in
 * plugin.ts): `owner` names the deleted entry's documents.
 */
export function documentsOfDeletedOwner<Entry extends { userId: number }>(
  repository: DocumentsRepository,
  store: BlobStore,
  owner: (entry: Entry) => { type: DocumentOwnerType; id: number },
) {
  return async (tx: Db, entry: Entry, log: FastifyBaseLogger) => {
    const blobKeys = await repository.releaseOwner(tx, entry.userId, owner(entry));
    return () => removeFiles(store, blobKeys, log);
  };
}
