import type { MultipartFile } from '@fastify/multipart';
import { documentTexts } from '@kundenportal/domain/texts/documents';
import { unknownFieldTexts } from '@kundenportal/domain/texts/errors';
import type { FastifyRequest } from 'fastify';
import { ValidationError } from './app-error';
import { multipartParts } from './multipart-parts';

type SingleFileTexts = {
  /** The field's 422 when no file came. */
  fileMissing: string;
  /** The field's 422 when the file is over the parser's limit. */
  tooLarge: () => ValidationError;
};

/**
 * The multipart field `file` of an upload that takes exactly one file: `read` gets its part (and checks
 * `truncated` itself once it has read it); any other part is refused as an unknown field, no file is the
 * field's 422, a file over the parser's limit the field's 422 too. A second file (over the parser's `files:
 * 1`) is `file`'s 422 "only once", as a document upload answers it (ADR 287) — not the limit's 413.
 */
export async function readSingleFile<T>(
  request: FastifyRequest,
  texts: SingleFileTexts,
  read: (part: MultipartFile) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw new ValidationError([`file=>${texts.fileMissing}`]);
  let result: { value: T } | undefined;
  const problems: string[] = [];
  try {
    for await (const part of multipartParts(request)) {
      if (part.type !== 'file' || part.fieldname !== 'file' || result) {
        if (part.type === 'file') part.file.resume();
        problems.push(`${part.fieldname}=>${unknownFieldTexts.unknown}`);
        continue;
      }
      if (problems.length) {
        part.file.resume();
        continue;
      }
      result = { value: await read(part) };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw texts.tooLarge();
    if (code === 'FST_FILES_LIMIT') throw new ValidationError([`file=>${documentTexts.fieldTwice}`]);
    throw error;
  }
  if (!result && !problems.length) problems.push(`file=>${texts.fileMissing}`);
  if (problems.length || !result) throw new ValidationError(problems);
  return result.value;
}
