import type { Readable } from 'node:stream';
import { AVATAR_MAX_UPLOAD_BYTES } from '@kundenportal/domain/account/avatar';
import { avatarTexts } from '@kundenportal/domain/texts/avatar';
import { unknownFieldTexts } from '@kundenportal/domain/texts/errors';
import { fileNameProblem } from '@kundenportal/domain/validation/file-name';
import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../app-error';

/** The one answer to a picture over the limit, however it was sent. */
const tooLarge = () => new ValidationError([`file=>${avatarTexts.tooLarge}`]);

/** The multipart parser's limits for one picture (`file`, or a data URL in a text field). */
export const imageUploadLimits = {
  fileSize: AVATAR_MAX_UPLOAD_BYTES + 1,
  // A data URL is a third larger than its bytes.
  fieldSize: Math.ceil((AVATAR_MAX_UPLOAD_BYTES * 4) / 3) + 64,
  files: 1,
  fields: 2,
  parts: 3,
  headerPairs: 50,
};

/** A stream's bytes, refused as soon as more than `max` have arrived. */
async function collect(stream: Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > max) {
      stream.resume();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const DATA_URL = /^data:image\/[a-z0-9.+-]+;base64,([A-Za-z0-9+/=\s]*)$/;

/**
 * The picture of POST /api/users/avatar: multipart with `file`, either the image itself or (as the spec's
 * app sends it) a data URL in a text field. Counted while it streams: more than AVATAR_MAX_UPLOAD_BYTES is
 * refused without reading the rest. Any other field is refused.
 */
export async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new ValidationError([`file=>${avatarTexts.fileMissing}`]);
  let image: Buffer | undefined;
  const problems: string[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.fieldname !== 'file' || image) {
        if (part.type === 'file') part.file.resume();
        problems.push(`${part.fieldname}=>${unknownFieldTexts.unknown}`);
        continue;
      }
      if (part.type === 'file') {
        // Not stored, but refused as every upload's name is (issue 27): no direction controls.
        const nameProblem = fileNameProblem(part.filename ?? '');
        if (nameProblem) {
          part.file.resume();
          problems.push(`file=>${nameProblem}`);
          continue;
        }
        image = await collect(part.file, AVATAR_MAX_UPLOAD_BYTES);
        if (part.file.truncated) throw tooLarge();
        continue;
      }
      if (part.valueTruncated) throw tooLarge();
      const match = DATA_URL.exec(String(part.value ?? ''));
      if (!match) {
        problems.push(`file=>${avatarTexts.notAnImage}`);
        continue;
      }
      image = Buffer.from(match[1] ?? '', 'base64');
      if (image.length > AVATAR_MAX_UPLOAD_BYTES) throw tooLarge();
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (error instanceof ValidationError) throw error;
    if ((error as { code?: string }).code?.startsWith('FST_'))
      throw new ValidationError([`file=>${avatarTexts.notAnImage}`]);
    throw error;
  }
  if (!image && !problems.length) problems.push(`file=>${avatarTexts.fileMissing}`);
  if (problems.length || !image) throw new ValidationError(problems);
  return image;
}
