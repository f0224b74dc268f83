import { createHash } from 'node:crypto';
import { MAX_UPLOAD_BYTES } from '@kundenportal/domain/constants';
import { SNIFF_BYTES, signatureMatches } from '@kundenportal/domain/documents/content-rules';
import { formatFileSize } from '@kundenportal/domain/documents/file-size';
import { SIGNATURE_CHECK_FIELDS } from '@kundenportal/domain/signatures/signature-check';
import { documentTexts } from '@kundenportal/domain/texts/documents';
import { signatureTexts } from '@kundenportal/domain/texts/signatures';
import { fileTypeFromBuffer } from 'file-type';
import { ValidationError } from '../../lib/app-error';
import { SignedDocumentIdScanner } from '../../lib/signed-pdf-id';
import { countUploadBytes } from '../../lib/upload-memory';

/** The check's answers to a file that is not a PDF or is too large (422 entries of `file`). */
export const notPdf = () => new ValidationError([`${SIGNATURE_CHECK_FIELDS.file}=>${signatureTexts.notPdf}`]);
export const pdfTooLarge = () =>
  new ValidationError([
    `${SIGNATURE_CHECK_FIELDS.file}=>${documentTexts.maxSize(formatFileSize(MAX_UPLOAD_BYTES))}`,
  ]);

/**
 * A checked PDF's facts, taken while it streams (never whole in memory): its SHA-256, the document IDs
 * its bytes name (lib/signed-pdf-id.ts), and the uploads' content rule — the first SNIFF_BYTES must be a
 * PDF's signature (`file-type`, as for every upload), and no more than MAX_UPLOAD_BYTES.
 */
export class PdfDigest {
  private readonly hash = createHash('sha256');
  private readonly scanner = new SignedDocumentIdScanner();
  private head: Buffer[] = [];
  private headBytes = 0;
  private size = 0;
  private decided = false;

  async push(chunk: Buffer): Promise<void> {
    countUploadBytes(chunk.length);
    this.size += chunk.length;
    if (this.size > MAX_UPLOAD_BYTES) throw pdfTooLarge();
    this.hash.update(chunk);
    this.scanner.push(chunk);
    if (this.decided) return;
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes >= SNIFF_BYTES) await this.decide();
  }

  async end(): Promise<{ sha256: string; ids: string[] }> {
    if (!this.decided) await this.decide();
    return { sha256: this.hash.digest('hex'), ids: this.scanner.ids };
  }

  private async decide(): Promise<void> {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.decided = true;
    const found = head.length > 0 ? await fileTypeFromBuffer(head) : undefined;
    if (!signatureMatches('pdf', found?.ext)) throw notPdf();
  }
}
