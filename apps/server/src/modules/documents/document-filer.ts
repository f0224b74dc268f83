import type { Db } from '../../db/client';
import type { BlobStore, PendingBlob } from '../../lib/blob-store/blob-store';
import { writeCheckedFile } from './provide-document';
import type { DocumentRow } from './repository';
import { type DocumentValues, saveDocument } from './save-document';

/** How another module files a document the server made (a signed form's PDF) with an upload's checks. */
export type DocumentFiler = {
  /** Writes the file through the upload's type, size and content checks; `save` settles the pending blob. */
  write(name: string, content: Buffer): Promise<{ pending: PendingBlob; mime: string }>;
  /** Inserts the document's row (in the caller's transaction) and makes the pending blob its file. */
  save(db: Db, pending: PendingBlob, values: DocumentValues): Promise<DocumentRow>;
};

export function createDocumentFiler(store: BlobStore): DocumentFiler {
  return {
    write: (name, content) => writeCheckedFile(store, name, content),
    save: (db, pending, values) => saveDocument(db, store, pending, values),
  };
}
