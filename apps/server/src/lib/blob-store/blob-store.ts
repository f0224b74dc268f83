import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (issue 9): one interface, two backends (disk under DATA_DIR/files, or
 * S3-compatible storage). Keys are server-generated, never a client's file name. An upload is written
 * to a temporary object while its size and SHA-256 are counted; only `commit` makes it a file, so a
 * failed or killed upload leaves at most a temporary object, which `sweep` removes.
 */
export type StoredBlob = { size: number; sha256: string };

export type PendingBlob = StoredBlob & {
  /** Makes the upload the file `key` (atomic on disk). */
  commit(key: string): Promise<void>;
  /** Throws the upload away. */
  abort(): Promise<void>;
};

export type ByteRange = { start: number; end: number };

/** A committed file as `list` names it; `lastModified` is the storage's clock. */
export type ListedBlob = { key: string; lastModified: Date };

export interface BlobStore {
  /**
   * Streams `body` into a temporary object, counting its size and SHA-256; refuses (and removes what it
   * wrote) once more than `maxBytes` arrive, with a BlobTooLargeError.
   */
  write(body: Readable, options: { maxBytes: number }): Promise<PendingBlob>;
  /** The file's bytes (a range of them, inclusive), or null when there is no such file. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
  /** Every committed file (never a temporary object), in no particular order, read page by page. */
  list(): AsyncIterable<ListedBlob>;
  /** Removes temporary objects older than `olderThanMs` (all of them with 0, e.g. at start). */
  sweep(olderThanMs: number): Promise<number>;
}

export class BlobTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`upload larger than ${maxBytes} bytes`);
  }
}

/** A key the server makes: lower-case letters, digits and '-', nothing a path could climb out with. */
export function isSafeBlobKey(key: string): boolean {
  return /^[a-z0-9][a-z0-9-]{7,127}$/.test(key);
}

/** A small file's bytes whole (a picture, a logo), or null when there is no such file. */
export async function readBlob(store: BlobStore, key: string): Promise<Buffer | null> {
  const stream = await store.read(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
