import type { Readable } from 'node:stream';
import { MAX_UPLOAD_BYTES } from '@kundenportal/domain/constants';
import { documentNameProblem } from '@kundenportal/domain/documents/document-api';
import { fileExtension } from '@kundenportal/domain/documents/upload-rules';
import {
  SIGNATURE_CHECK_FIELDS as FIELDS,
  idCheckProblems,
  normalisedCheckInput,
} from '@kundenportal/domain/signatures/signature-check';
import { documentTexts } from '@kundenportal/domain/texts/documents';
import { unknownFieldTexts } from '@kundenportal/domain/texts/errors';
import { signatureTexts as texts } from '@kundenportal/domain/texts/signatures';
import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../../lib/app-error';
import { hasStatus, MalformedMultipartError, multipartParts } from '../../lib/multipart-parts';
import { PdfDigest, pdfTooLarge } from './pdf-digest';

export type CheckRequest =
  | { kind: 'file'; sha256: string; ids: string[] }
  | { kind: 'id'; id: string; hash: string };

/**
 * The multipart parser's limits: room for a few parts more than the check takes, so that a wrong or
 * repeated field is named in a 422 (beyond these, the parser's 413).
 */
export const checkUploadLimits = {
  fileSize: MAX_UPLOAD_BYTES + 1,
  files: 2,
  fields: 6,
  fieldSize: 256,
  parts: 8,
  headerPairs: 50,
};

/** One file part: the name's and type's rules first, then its bytes through the digest. */
async function digestFile(file: Readable, filename: string | undefined) {
  const name = ((filename ?? '').split(/[\\/]/).pop() ?? '').trim();
  const problem = documentNameProblem(name) ?? (fileExtension(name) === 'pdf' ? null : texts.notPdf);
  if (problem) {
    file.resume();
    throw new ValidationError([`${FIELDS.file}=>${problem}`]);
  }
  const digest = new PdfDigest();
  let refusal: unknown = null;
  // The whole part is read even after a refusal: the parser goes on to the end of the body.
  try {
    for await (const chunk of file) {
      if (refusal === null) await digest.push(chunk as Buffer).catch((error: unknown) => (refusal = error));
    }
  } catch (error) {
    // The parser failed the part (a body cut off inside it); a limit keeps its own status.
    throw hasStatus(error) ? error : new MalformedMultipartError('malformed file part', error);
  }
  if (refusal !== null) throw refusal;
  if ((file as Readable & { truncated?: boolean }).truncated) throw pdfTooLarge();
  return digest.end();
}

const refusalOf = (error: unknown): ValidationError | null => {
  if (error instanceof ValidationError) return error;
  if ((error as { code?: string })?.code === 'FST_REQ_FILE_TOO_LARGE') return pdfTooLarge();
  return null;
};

/**
 * POST /api/signaturen/pruefen's body: multipart with the PDF in `file`, or the footer's `dokument_id`
 * and `hash`; any other field, a field twice, both kinds at once or neither is a 422 in German.
 */
export async function readCheckRequest(request: FastifyRequest): Promise<CheckRequest> {
  if (!request.isMultipart()) throw new ValidationError([`${FIELDS.file}=>${texts.fileMissing}`]);
  const fields = new Map<string, string>();
  const problems: string[] = [];
  let file: { sha256: string; ids: string[] } | undefined;
  let fileSeen = false;
  try {
    for await (const part of multipartParts(request)) {
      const name = part.fieldname;
      if (part.type === 'field') {
        if (name !== FIELDS.id && name !== FIELDS.hash)
          problems.push(`${name}=>${unknownFieldTexts.unknown}`);
        else if (fields.has(name)) problems.push(`${name}=>${documentTexts.fieldTwice}`);
        else fields.set(name, part.valueTruncated ? '-' : String(part.value ?? ''));
        continue;
      }
      if (name !== FIELDS.file || fileSeen) {
        part.file.resume();
        problems.push(`${name}=>${fileSeen ? documentTexts.fieldTwice : unknownFieldTexts.unknown}`);
        continue;
      }
      fileSeen = true;
      file = await digestFile(part.file, part.filename);
    }
  } catch (error) {
    throw refusalOf(error) ?? error;
  }
  if (file && fields.size > 0) problems.push(`${FIELDS.file}=>${texts.bothGiven}`);
  if (problems.length > 0) throw new ValidationError(problems);
  if (file) return { kind: 'file', ...file };
  if (fields.size === 0) throw new ValidationError([`${FIELDS.file}=>${texts.fileMissing}`]);
  const input = { id: fields.get(FIELDS.id) ?? '', hash: fields.get(FIELDS.hash) ?? '' };
  const entries = idCheckProblems(input);
  if (entries.length > 0) throw new ValidationError(entries);
  return { kind: 'id', id: normalisedCheckInput(input.id), hash: normalisedCheckInput(input.hash) };
}
