import { randomBytes } from 'node:crypto';
import { fileExtension } from '@kundenportal/domain/documents/upload-rules';
import type { Db } from '../../db/client';
import { documents } from '../../db/schema';
import type { BlobStore, PendingBlob } from '../../lib/blob-store/blob-store';
import type { DocumentRow, NewDocumentRow } from './repository';

export type DocumentValues = Omit<NewDocumentRow, 'id' | 'filename' | 'blobKey' | 'size' | 'sha256'>;

/**
 * Makes a written upload a document: in one transaction the row is inserted and, as the last step before
 * COMMIT, the upload made a file under a fresh server key. No row without a file and no file without a row:
 * a failure rolls the row back and removes the upload (or the file, when only the COMMIT failed).
 */
export async function saveDocument(
  db: Db,
  store: BlobStore,
  pending: PendingBlob,
  values: DocumentValues,
): Promise<DocumentRow> {
  const key = `dok-${randomBytes(16).toString('hex')}`;
  let committed = false;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(documents)
        .values({
          ...values,
          filename: `${key}.${fileExtension(values.originalFilename)}`,
          blobKey: key,
          size: pending.size,
          sha256: pending.sha256,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
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
