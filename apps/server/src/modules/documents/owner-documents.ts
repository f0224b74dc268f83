import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { documents, persons } from '../../db/schema';
import type { BlobStore } from '../../lib/blob-store/blob-store';

/**
 * What happens to a person's documents when the person is deleted (ADR 018), inside the deleting
 * transaction: the customer's own documents go with the person; documents the adviser provided are the
 * adviser's papers, which the customer cannot delete, so they move to the main person. Returns the blob
 * keys of the deleted rows, to be removed after COMMIT (removeFiles).
 */
export async function releasePersonDocuments(tx: Db, userId: number, personId: number): Promise<string[]> {
  const ofPerson = and(
    eq(documents.userId, userId),
    eq(documents.ownerType, 'person'),
    eq(documents.ownerId, personId),
  );
  const deleted = await tx
    .delete(documents)
    .where(and(ofPerson, isNull(documents.providedByAgentId)))
    .returning({ blobKey: documents.blobKey });
  const [main] = await tx
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.userId, userId), eq(persons.isMain, true)));
  if (main && main.id !== personId) {
    await tx
      .update(documents)
      .set({ ownerId: main.id })
      .where(and(ofPerson, isNotNull(documents.providedByAgentId)));
  }
  return deleted.map((row) => row.blobKey);
}

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

/** The documents' part of deleting a person (persons module hook, composed in app.ts). */
export function documentsOfDeletedPerson(store: BlobStore) {
  return async (tx: Db, person: { userId: number; personId: number }, log: FastifyBaseLogger) => {
    const blobKeys = await releasePersonDocuments(tx, person.userId, person.personId);
    return () => removeFiles(store, blobKeys, log);
  };
}
