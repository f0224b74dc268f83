import { finished, type Readable } from 'node:stream';
import { MAX_UPLOAD_BYTES } from '@kundenportal/domain/constants';
import { DEFAULT_KATEGORIE } from '@kundenportal/domain/documents/categories';
import { type DocumentOwnerType, documentNameProblem } from '@kundenportal/domain/documents/document-api';
import { placementProblems } from '@kundenportal/domain/documents/document-update';
import { formatFileSize } from '@kundenportal/domain/documents/file-size';
import { checkUpload, fileExtension } from '@kundenportal/domain/documents/upload-rules';
import { documentTexts } from '@kundenportal/domain/texts/documents';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { ValidationError } from '../../lib/app-error';
import { type BlobStore, BlobTooLargeError, type PendingBlob } from '../../lib/blob-store/blob-store';
import { MalformedMultipartError, multipartParts } from '../../lib/multipart-parts';
import { ContentCheck, ContentMismatchError } from './content-check';
import type { DocumentRow, DocumentsRepository } from './repository';
import { saveDocument } from './save-document';

/** The multipart parser's limits of a document upload, the customer's and the adviser's. */
export const documentUploadLimits = {
  fileSize: MAX_UPLOAD_BYTES + 1,
  files: 2,
  fields: 10,
  fieldSize: 1024,
  parts: 14,
  headerPairs: 50,
};

/** The multipart fields of spec section 7 besides `file`. */
const FIELDS = new Set(['kategorie', 'hash', 'directory']);
/** An adviser's upload files under 'berater' (read-only for the customer): no category to choose. */
const PROVIDED_FIELDS = new Set(['hash', 'directory']);
const PROVIDED_KATEGORIE = 'berater';

/** An upload the adviser provides to the customer (issue 14): whose, and what else the transaction writes. */
export type ProvidedUpload = {
  agentId: number;
  afterInsert: (tx: Db, row: DocumentRow) => Promise<void>;
};
const SHA256_HEX = /^[0-9a-f]{64}$/i;

type Upload = { pending: PendingBlob; name: string; mime: string };

/**
 * POST /v2/document/{type}/{id}: the file streams through the content check into the blob store
 * (never whole in memory), the client's SHA-256 is compared with what arrived, and only then, in one
 * transaction, the row is written and the upload made a file. Every failure removes what was written.
 */
export async function uploadDocument(
  deps: { repository: DocumentsRepository; store: BlobStore },
  request: FastifyRequest,
  owner: { userId: number; ownerType: DocumentOwnerType; ownerId: number },
  provided?: ProvidedUpload,
): Promise<DocumentRow> {
  const accepted = provided ? PROVIDED_FIELDS : FIELDS;
  if (!request.isMultipart()) throw new ValidationError([`file=>${documentTexts.fileMissing}`]);
  const fields = new Map<string, string>();
  const problems: string[] = [];
  let upload: Upload | undefined;
  try {
    for await (const part of multipartParts(request)) {
      if (part.type === 'field') {
        if (!accepted.has(part.fieldname)) problems.push(`${part.fieldname}=>${documentTexts.unknownField}`);
        // Two values for one field: which one was meant is unknowable, so neither is taken.
        else if (fields.has(part.fieldname)) problems.push(`${part.fieldname}=>${documentTexts.fieldTwice}`);
        else fields.set(part.fieldname, String(part.value ?? ''));
        continue;
      }
      if (part.fieldname !== 'file' || upload) {
        part.file.resume();
        problems.push(`${part.fieldname}=>${upload ? documentTexts.fieldTwice : documentTexts.unknownField}`);
        continue;
      }
      upload = await receiveFile(deps.store, part.file, part.filename);
    }
    if (!upload) problems.push(`file=>${documentTexts.fileMissing}`);
    const hash = fields.get('hash') ?? '';
    if (!SHA256_HEX.test(hash)) problems.push(`hash=>${documentTexts.hashInvalid}`);
    else if (upload && upload.pending.sha256 !== hash.toLowerCase())
      problems.push(`hash=>${documentTexts.hashMismatch}`);
    const directory = fields.get('directory') ?? '';
    const kategorie = provided ? PROVIDED_KATEGORIE : fields.get('kategorie') || DEFAULT_KATEGORIE;
    problems.push(...placementProblems(provided ? { directory } : { directory, kategorie }));
    if (problems.length > 0 || !upload) throw new ValidationError(problems);

    const stored = upload;
    // saveDocument settles the upload, whatever happens.
    upload = undefined;
    return await saveDocument(
      deps.repository,
      deps.store,
      stored.pending,
      {
        userId: owner.userId,
        ownerType: owner.ownerType,
        ownerId: owner.ownerId,
        originalFilename: stored.name,
        kategorie,
        directory,
        mime: stored.mime,
        ...(provided ? { providedByAgentId: provided.agentId } : {}),
      },
      provided?.afterInsert,
    );
  } catch (error) {
    if (error instanceof BlobTooLargeError)
      throw new ValidationError([`file=>${documentTexts.maxSize(formatFileSize(MAX_UPLOAD_BYTES))}`]);
    throw error;
  } finally {
    if (upload) await upload.pending.abort().catch(() => undefined);
  }
}

/** One file part: its name and type first, then its bytes through the content check into the store. */
async function receiveFile(store: BlobStore, file: Readable, filename: string | undefined): Promise<Upload> {
  // A part with a file's content type but no file name is a file without a name to busboy.
  const name = ((filename ?? '').split(/[\\/]/).pop() ?? '').trim();
  const nameProblem = documentNameProblem(name);
  if (nameProblem) {
    file.resume();
    throw new ValidationError([`file=>${nameProblem}`]);
  }
  const check = checkUpload({ name, size: 0 });
  if (!check.ok) {
    file.resume();
    throw new ValidationError([`file=>${check.message}`]);
  }
  const content = new ContentCheck(fileExtension(name));
  // `finished`, not an 'error' listener: the parser may have failed the part before it got here.
  finished(file, (error) => {
    if (error) content.destroy(new MalformedMultipartError(undefined, error));
  });
  file.pipe(content);
  try {
    const pending = await store.write(content, { maxBytes: MAX_UPLOAD_BYTES });
    return { pending, name, mime: content.mime };
  } catch (error) {
    file.resume();
    if (error instanceof ContentMismatchError)
      throw new ValidationError([`file=>${documentTexts.unsupportedType(name)}`]);
    throw error;
  }
}
