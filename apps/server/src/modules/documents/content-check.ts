import { Transform, type TransformCallback } from 'node:stream';
import {
  isTextChunk,
  isTextExtension,
  SNIFF_BYTES,
  signatureMatches,
} from '@kundenportal/domain/documents/content-rules';
import { fileTypeFromBuffer } from 'file-type';
import { countUploadBytes } from '../../lib/upload-memory';

/** The bytes are not what the extension says. */
export class ContentMismatchError extends Error {
  constructor() {
    super('file content does not match its extension');
  }
}

/**
 * Passes an upload through while checking its content against its extension
 * (packages/domain/src/documents/content-rules.ts): the first SNIFF_BYTES are held back until `file-type`
 * has named the signature, then everything streams; text formats are checked chunk by chunk to the end.
 * The MIME type found (or the text format's) is `mime` once the stream has ended.
 */
export class ContentCheck extends Transform {
  mime = 'application/octet-stream';
  private head: Buffer[] = [];
  private headBytes = 0;
  private decided = false;
  private readonly text: boolean;

  constructor(private readonly extension: string) {
    super();
    this.text = isTextExtension(extension);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    // Every upload passes here: the place to keep its spent chunks from piling up (lib/upload-memory.ts).
    countUploadBytes(chunk.length);
    if (this.text && !isTextChunk(chunk)) {
      callback(new ContentMismatchError());
    } else if (this.decided) {
      callback(null, chunk);
    } else {
      this.head.push(chunk);
      this.headBytes += chunk.length;
      if (this.headBytes < SNIFF_BYTES) callback();
      else this.decide().then(() => callback(), callback);
    }
  }

  override _flush(callback: TransformCallback): void {
    if (this.decided) callback();
    else this.decide().then(() => callback(), callback);
  }

  private async decide(): Promise<void> {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.decided = true;
    const found = head.length > 0 ? await fileTypeFromBuffer(head) : undefined;
    if (!signatureMatches(this.extension, found?.ext)) throw new ContentMismatchError();
    this.mime = found?.mime ?? textMime(this.extension);
    this.push(head);
  }
}

function textMime(extension: string): string {
  if (extension === 'csv') return 'text/csv';
  if (extension === 'htm' || extension === 'html') return 'text/html';
  return 'text/plain';
}
