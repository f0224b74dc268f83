import { BANK_IMPORT_MAX_BYTES, BANK_IMPORT_MAX_MEGABYTES } from '@kundenportal/domain/banking/api';
import { bankingApiTexts as texts } from '@kundenportal/domain/texts/banking-api';
import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../../lib/app-error';
import { readSingleFile } from '../../lib/single-file-upload';
import { countUploadBytes } from '../../lib/upload-memory';

/** The multipart parser's limits: one file of at most BANK_IMPORT_MAX_BYTES, nothing else. */
export const statementUploadLimits = {
  fileSize: BANK_IMPORT_MAX_BYTES,
  files: 1,
  fields: 4,
  parts: 5,
  headerPairs: 50,
};

const tooLarge = () => new ValidationError([`file=>${texts.fileTooLarge(BANK_IMPORT_MAX_MEGABYTES)}`]);

/**
 * The multipart field `file` of POST /api/users/banking/import, read as it arrives up to the size limit
 * (the parser stops reading there: a larger file is the field's 422 before the rest is read). A statement
 * is read whole (a camt file is one XML document, a ZIP has its directory at the end); any other field is
 * refused, no file is the field's 422.
 */
export function readStatementUpload(request: FastifyRequest): Promise<Uint8Array> {
  return readSingleFile(request, { fileMissing: texts.fileMissing, tooLarge }, async (part) => {
    const chunks: Buffer[] = [];
    for await (const chunk of part.file) {
      countUploadBytes((chunk as Buffer).length);
      chunks.push(chunk as Buffer);
    }
    if (part.file.truncated) throw tooLarge();
    return Buffer.concat(chunks);
  });
}
