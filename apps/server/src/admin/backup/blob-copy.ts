import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { backupTexts } from '@kundenportal/domain/texts/admin-backup';
import { type BlobStore, BlobTooLargeError } from '../../lib/blob-store/blob-store';
import { OperatorError } from '../../lib/operator-error';
import type { FileEntry } from './manifest';

/** A pass-through that counts and hashes what flows through it. */
function counting() {
  const hash = createHash('sha256');
  let size = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { transform, result: () => ({ size, sha256: hash.digest('hex') }) };
}

/**
 * Every committed file of the store (disk folder or every object under the S3 prefix), streamed into
 * `<dir>/files/<key>` while hashed. A file removed between the listing and its read is left out (ADR 308).
 */
export async function backupBlobs(store: BlobStore, dir: string): Promise<FileEntry[]> {
  const filesDir = path.join(dir, 'files');
  await mkdir(filesDir, { recursive: true, mode: 0o700 });
  const entries: FileEntry[] = [];
  for await (const { key } of store.list()) {
    const stream = await store.read(key);
    if (!stream) continue;
    const count = counting();
    await pipeline(stream, count.transform, createWriteStream(path.join(filesDir, key), { mode: 0o600 }));
    entries.push({ path: `files/${key}`, ...count.result() });
  }
  return entries;
}

/** Whether the store holds any committed file. */
export async function storeIsEmpty(store: BlobStore): Promise<boolean> {
  for await (const _ of store.list()) return false;
  return true;
}

/**
 * The backup's files into the store, each checked on the way in (the store counts its SHA-256: a file
 * that differs is never committed) and read back after, hashed again.
 */
export async function restoreBlobs(store: BlobStore, dir: string, entries: FileEntry[]): Promise<void> {
  for (const entry of entries) {
    const pending = await store
      .write(createReadStream(path.join(dir, entry.path)), { maxBytes: entry.size })
      .catch((error) => {
        if (error instanceof BlobTooLargeError)
          throw new OperatorError(backupTexts.storedMismatch(entry.path));
        throw error;
      });
    if (pending.sha256 !== entry.sha256 || pending.size !== entry.size) {
      await pending.abort();
      throw new OperatorError(backupTexts.storedMismatch(entry.path));
    }
    await pending.commit(entry.path.slice('files/'.length));
  }
  for (const entry of entries) {
    const stream = await store.read(entry.path.slice('files/'.length));
    const count = counting();
    if (stream)
      await pipeline(stream, count.transform, async (source) => {
        for await (const _ of source);
      });
    const found = count.result();
    if (!stream || found.sha256 !== entry.sha256 || found.size !== entry.size)
      throw new OperatorError(backupTexts.restoredMismatch(entry.path));
  }
}
