import { createHash } from 'node:crypto';
import { MAX_UPLOAD_BYTES } from '@kundenportal/domain/constants';
import { SNIFF_BYTES, signatureMatches } from '@kundenportal/domain/documents/content-rules';
import { fileTypeFromBuffer } from 'file-type';
import { SignedDocumentIdScanner } from '../../lib/signed-pdf-id';
import { countUploadBytes } from '../../lib/upload-memory';

export class NotPdfError extends Error {}
export class PdfTooLargeError extends Error {}

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
    if (this.size > MAX_UPLOAD_BYTES) throw new PdfTooLargeError();
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
    if (!signatureMatches('pdf', found?.ext)) throw new NotPdfError();
  }
}
