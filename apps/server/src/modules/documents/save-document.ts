import { randomBytes } from 'node:crypto';
import { fileExtension } from '@kundenportal/domain/documents/upload-rules';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { BlobStore, PendingBlob } from '../../lib/blob-store/blob-store';
import {
  type DocumentRow,
  type DocumentsRepository,
  documentsRepositoryOn,
  type NewDocumentRow,
} from './repository';

/** A document's blob key: `dok-` and 32 hex digits, so the documents tell their files from others in the store. */
export const newDocumentKey = () => `dok-${randomBytes(16).toString('hex')}`;
export const isDocumentKey = (key: string) => /^dok-[0-9a-f]{32}$/.test(key);

export type DocumentValues = Omit<NewDocumentRow, 'id' | 'filename' | 'blobKey' | 'size' | 'sha256'>;

/**
 * Makes a written upload a document: in one transaction the row is inserted and, as the last step before
 * COMMIT, the upload made a file under a fresh server key. No row without a file and no file without a row:
 * a failure rolls the row back and removes the upload (or the file, when only the COMMIT failed). `where`
 * is the module's repository, or the database or a caller's transaction (the admin command, the seed, another
 * module's filer: the row then joins that transaction).
 */
export async function saveDocument(
  where: DocumentsRepository | Db,
  store: BlobStore,
  pending: PendingBlob,
  values: DocumentValues,
  /** Runs in the transaction after the insert (the mail that tells the customer about the document). */
  afterInsert?: (tx: Db, row: DocumentRow) => Promise<void>,
): Promise<DocumentRow> {
  const repository = documentsRepositoryOn(where);
  const key = newDocumentKey();
  let committed = false;
  try {
    return await repository.transaction(async (tx) => {
      // The owner must still exist when the row is written: an upload takes seconds, and the person may be
      // deleted meanwhile. FOR SHARE makes a concurrent deletion (FOR UPDATE, delete-person.ts) wait for
      // this COMMIT, so it takes the new document with it, or makes this one find no person (404).
      if (values.ownerType === 'person' && !(await repository.sharePerson(tx, values.userId, values.ownerId)))
        throw new AppError('could_not_find_document');
      const row = await repository.insert(tx, {
        ...values,
        filename: `${key}.${fileExtension(values.originalFilename)}`,
        blobKey: key,
        size: pending.size,
        sha256: pending.sha256,
      });
      await afterInsert?.(tx, row);
      await pending.commit(key);
      committed = true;
      return row;
    });
  } catch (error) {
    if (committed) await store.remove(key).catch(() => undefined);
    else await pending.abort().catch(() => undefined);
    throw error;
  }
}
