import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { IMPORT_MAX_BYTES, IMPORT_MAX_MEGABYTES } from '@kundenportal/domain/portfolio-import/import-api';
import { portfolioImportTexts as texts } from '@kundenportal/domain/texts/portfolio-import';
import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../../../lib/app-error';
import { readSingleFile } from '../../../lib/single-file-upload';
import { countUploadBytes } from '../../../lib/upload-memory';

/** The multipart parser's limits: one file of at most IMPORT_MAX_BYTES, nothing else. */
export const importUploadLimits = {
  fileSize: IMPORT_MAX_BYTES,
  files: 1,
  fields: 4,
  parts: 5,
  headerPairs: 50,
};

const tooLarge = () => new ValidationError([`file=>${texts.fileTooLarge(IMPORT_MAX_MEGABYTES)}`]);

/**
 * The file's bytes as they arrive, counted for the upload memory's collections (lib/upload-memory.ts). A
 * reader that stops early (the row limit) leaves the stream whole: `drained` reads the rest.
 */
async function* counted(file: Readable): AsyncGenerator<Uint8Array> {
  for await (const chunk of file.iterator({ destroyOnReturn: false })) {
    countUploadBytes((chunk as Buffer).length);
    yield chunk as Buffer;
  }
}

/**
 * Streams the multipart field `file` of POST /api/berater/import/vorschau into `read` (never whole in
 * memory) and answers what `read` does once the whole body is read; any other field is refused, no file is
 * the field's 422, a file over the limit its 422 (the parser stops reading at the limit).
 */
export function readImportUpload<T>(
  request: FastifyRequest,
  read: (chunks: AsyncIterable<Uint8Array>, fileName: string) => Promise<T>,
): Promise<T> {
  return readSingleFile(request, { fileMissing: texts.fileMissing, tooLarge }, async (part) => {
    const value = await read(counted(part.file), part.filename ?? '');
    // The rest of a file the reader stopped in (over the row limit) is read and dropped up to the size
    // limit: an answer sent while the browser still uploads resets its connection (it retries, then
    // shows a generic error) instead of showing the answer (issue 31 review).
    part.file.resume();
    await finished(part.file);
    if (part.file.truncated) throw tooLarge();
    return value;
  });
}
