import type { DocumentOwnerType } from '@kundenportal/domain/documents/document-api';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { documents, persons } from '../../db/schema';
import type { BlobStore } from '../../lib/blob-store/blob-store';

/**
 * What happens to an owner's documents when the owner (a person, a contract) is deleted (ADR 055), inside
 * the deleting transaction: the customer's own documents go with it; documents the adviser provided are
 * the adviser's papers, which the customer cannot delete, so they move to the main person. Returns the
 * blob keys of the deleted rows, to be removed after COMMIT (removeFiles).
 */
export async function releaseOwnerDocuments(
  tx: Db,
  userId: number,
  owner: { type: DocumentOwnerType; id: number },
): Promise<string[]> {
  const ofPerson = and(
    eq(documents.userId, userId),
    eq(documents.ownerType, owner.type),
    eq(documents.ownerId, owner.id),
  );
  const deleted = await tx
    .delete(documents)
    .where(and(ofPerson, isNull(documents.providedByAgentId)))
    .returning({ blobKey: documents.blobKey });
  const [main] = await tx
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.userId, userId), eq(persons.isMain, true)));
  if (main && !(owner.type === 'person' && main.id === owner.id)) {
    await tx
      .update(documents)
      .set({ ownerType: 'person', ownerId: main.id })
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

/** The documents' part of deleting a person (persons module hook, added in plugin.ts). */
export function documentsOfDeletedPerson(store: BlobStore) {
  return async (tx: Db, person: { userId: number; personId: number }, log: FastifyBaseLogger) => {
    const blobKeys = await releaseOwnerDocuments(tx, person.userId, { type: 'person', id: person.personId });
    return () => removeFiles(store, blobKeys, log);
  };
}

/** The documents' part of deleting a contract (contracts module hook, added in plugin.ts). */
export function documentsOfDeletedContract(store: BlobStore) {
  return async (tx: Db, contract: { userId: number; contractId: number }, log: FastifyBaseLogger) => {
    const blobKeys = await releaseOwnerDocuments(tx, contract.userId, {
      type: 'contract',
      id: contract.contractId,
    });
    return () => removeFiles(store, blobKeys, log);
  };
}
