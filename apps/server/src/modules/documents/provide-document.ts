import { pipeline, Readable } from 'node:stream';
import { beraterdokumentKeys } from '@kundenportal/domain/account/config-flags';
import { MAX_UPLOAD_BYTES } from '@kundenportal/domain/constants';
import { isKnownDirectory } from '@kundenportal/domain/documents/categories';
import { documentNameProblem } from '@kundenportal/domain/documents/document-api';
import { formatFileSize } from '@kundenportal/domain/documents/file-size';
import { checkUpload, fileExtension } from '@kundenportal/domain/documents/upload-rules';
import { adminTexts } from '@kundenportal/domain/texts/admin';
import { documentTexts } from '@kundenportal/domain/texts/documents';
import type { Db } from '../../db/client';
import { type BlobStore, BlobTooLargeError, type PendingBlob } from '../../lib/blob-store/blob-store';
import { OperatorError } from '../../lib/operator-error';
import { ContentCheck, ContentMismatchError } from './content-check';
import { tellCustomerProvided } from './provided-mail';
import { type DocumentRow, documentsRepositoryOn } from './repository';
import { saveDocument } from './save-document';

/** The file's bytes: in memory (the seed) or streamed (the admin command reads a file of up to 25 MB). */
export type DocumentContent = Buffer | Readable;

/**
 * Writes a file the server itself files (not an upload) through the same type, size and content checks
 * as an upload into the store; the caller settles the pending blob (saveDocument).
 */
export async function writeCheckedFile(
  store: BlobStore,
  name: string,
  content: DocumentContent,
): Promise<{ pending: PendingBlob; mime: string }> {
  const check = new ContentCheck(fileExtension(name));
  const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
  // Either side's failure ends both (a file stream is closed); the store's write reports it.
  pipeline(source, check, () => undefined);
  try {
    const pending = await store.write(check, { maxBytes: MAX_UPLOAD_BYTES });
    return { pending, mime: check.mime };
  } catch (error) {
    if (error instanceof ContentMismatchError)
      throw new OperatorError(adminTexts.contentMismatch(name, fileExtension(name)));
    if (error instanceof BlobTooLargeError)
      throw new OperatorError(documentTexts.maxSize(formatFileSize(MAX_UPLOAD_BYTES)));
    throw error;
  }
}

/**
 * An adviser-provided document (an approval, 'Freigabe'): filed under the customer's main person with
 * kategorie 'berater', read-only for the customer. Used by `npm run admin -- provide-document` and the
 * demo seed until the adviser workspace exists; the same checks as an upload.
 */
export async function provideDocument(
  db: Db,
  store: BlobStore,
  input: {
    customerEmail: string;
    name: string;
    content: DocumentContent;
    directory?: string;
    createdAt?: Date;
    /** Filed under this contract of the customer instead of the main person (a provided contract, issue 31). */
    contractId?: number;
    /** Which adviser document this is (maklervollmacht, einwilligungserklaerung, erstinformation), if one. */
    adviserDocumentKey?: string;
    /** Tell the customer by mail (unless they turned it off), with links to this portal; not for the seed. */
    notify?: { publicUrl: string };
  },
): Promise<DocumentRow> {
  const directory = input.directory ?? '';
  const refuse = (message: string): never => {
    if (!Buffer.isBuffer(input.content)) input.content.destroy();
    throw new OperatorError(message);
  };
  const nameProblem = documentNameProblem(input.name);
  if (nameProblem) refuse(nameProblem);
  const check = checkUpload({
    name: input.name,
    size: Buffer.isBuffer(input.content) ? input.content.length : 0,
  });
  if (!check.ok) refuse(check.message);
  if (!isKnownDirectory(directory)) refuse(adminTexts.unknownDirectory(directory));
  const key = input.adviserDocumentKey;
  if (key !== undefined && !(beraterdokumentKeys as readonly string[]).includes(key))
    refuse(adminTexts.unknownAdviserDocument(key));
  const repository = documentsRepositoryOn(db);
  const owner = await repository.customerByEmail(input.customerEmail);
  if (!owner) return refuse(adminTexts.customerUnknown(input.customerEmail));
  if (owner.agentId === null) return refuse(adminTexts.noAdviser(input.customerEmail));

  const { pending, mime } = await writeCheckedFile(store, input.name, input.content);
  const notify = input.notify;
  const tellCustomer = notify
    ? (tx: Db, row: DocumentRow) => tellCustomerProvided(tx, owner, row, notify.publicUrl)
    : undefined;
  return saveDocument(
    repository,
    store,
    pending,
    {
      userId: owner.userId,
      ...(input.contractId === undefined
        ? { ownerType: 'person' as const, ownerId: owner.personId }
        : { ownerType: 'contract' as const, ownerId: input.contractId }),
      originalFilename: input.name,
      kategorie: 'berater',
      directory,
      mime,
      providedByAgentId: owner.agentId,
      adviserDocumentKey: key ?? null,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    },
    tellCustomer,
  );
}
