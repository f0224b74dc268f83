import { MAX_UPLOAD_BYTES } from '../constants';
import { documentTexts } from '../texts/documents';
import { fileNameProblem } from '../validation/file-name';
import { formatFileSize } from './file-size';

/** Upload rules of spec sections 5 and 9, checked by the web app before a byte is sent and by the server. */
export const ALLOWED_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'bmp', 'gif'] as const;
export const ALLOWED_DOCUMENT_EXTENSIONS = [
  'htm',
  'html',
  'txt',
  'doc',
  'docx',
  'odt',
  'rtf',
  'xls',
  'xlsx',
  'csv',
  'ods',
  'pdf',
  'zip',
] as const;
export const ALLOWED_UPLOAD_EXTENSIONS: readonly string[] = [
  ...ALLOWED_IMAGE_EXTENSIONS,
  ...ALLOWED_DOCUMENT_EXTENSIONS,
];

/** The extension of a file name, lower case, without the dot; '' when there is none ('.bashrc' has none). */
export function fileExtension(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export function isAllowedExtension(name: string): boolean {
  return ALLOWED_UPLOAD_EXTENSIONS.includes(fileExtension(name));
}

export type UploadCheck = { ok: true } | { ok: false; message: string };

/**
 * A chosen file against the name (no bidi controls), type and size rules. The limit is inclusive: 26214400 bytes is the maximum
 * (section 9), one byte more is refused with the limit formatted ('25 MB').
 */
export function checkUpload(file: { name: string; size: number }): UploadCheck {
  const nameProblem = fileNameProblem(file.name);
  if (nameProblem) return { ok: false, message: nameProblem };
  if (!isAllowedExtension(file.name)) return { ok: false, message: documentTexts.unsupportedType(file.name) };
  if (file.size > MAX_UPLOAD_BYTES)
    return { ok: false, message: documentTexts.maxSize(formatFileSize(MAX_UPLOAD_BYTES)) };
  return { ok: true };
}
