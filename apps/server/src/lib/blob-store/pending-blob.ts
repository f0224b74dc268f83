import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import { BlobTooLargeError, type PendingBlob, type StoredBlob } from './blob-store';

/**
 * What every backend's `write` passes the body through: counts its size, refusing past `maxBytes`
 * (BlobTooLargeError), and computes its SHA-256 on the way; `stored()` once the body has ended.
 */
export function countingHash(maxBytes: number) {
  const hash = createHash('sha256');
  let size = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) return callback(new BlobTooLargeError(maxBytes));
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  return { transform, stored: (): StoredBlob => ({ size, sha256: hash.digest('hex') }) };
}

/** A written upload that becomes a file or goes away exactly once. */
export function pendingBlob(
  stored: StoredBlob,
  settle: { commit(key: string): Promise<void>; abort(): Promise<void> },
): PendingBlob {
  let settled = false;
  return {
    ...stored,
    async commit(key) {
      if (settled) throw new Error('upload already settled');
      settled = true;
      await settle.commit(key);
    },
    async abort() {
      settled = true;
      await settle.abort();
    },
  };
}
