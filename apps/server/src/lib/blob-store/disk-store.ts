import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, opendir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  type BlobStore,
  type ByteRange,
  isSafeBlobKey,
  type ListedBlob,
  type PendingBlob,
} from './blob-store';
import { countingHash, pendingBlob } from './pending-blob';

const TEMP_PREFIX = 'tmp-';

/** Files under `<dataDir>/files/<key>`; uploads arrive as `<dataDir>/files/tmp-<uuid>` and are renamed. */
export async function createDiskStore(dataDir: string): Promise<BlobStore> {
  const dir = path.join(dataDir, 'files');
  await mkdir(dir, { recursive: true });
  const fileOf = (key: string) => {
    if (!isSafeBlobKey(key)) throw new Error('unsafe blob key');
    return path.join(dir, key);
  };

  return {
    async write(body, { maxBytes }): Promise<PendingBlob> {
      const temp = path.join(dir, `${TEMP_PREFIX}${randomUUID()}`);
      const count = countingHash(maxBytes);
      const out = createWriteStream(temp, { flags: 'wx' });
      try {
        await pipeline(body, count.transform, out);
      } catch (error) {
        // A failure before the file was even open: removing it now would run before the open creates it.
        if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
        await rm(temp, { force: true });
        throw error;
      }
      return pendingBlob(count.stored(), {
        commit: (key) => rename(temp, fileOf(key)),
        abort: () => rm(temp, { force: true }),
      });
    },

    async read(key, range?: ByteRange): Promise<Readable | null> {
      const file = fileOf(key);
      if ((await sizeOf(file)) === null) return null;
      return createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },

    size: (key) => sizeOf(fileOf(key)),

    async remove(key) {
      await rm(fileOf(key), { force: true });
    },

    async *list(): AsyncIterable<ListedBlob> {
      for await (const entry of await opendir(dir)) {
        if (!entry.isFile() || entry.name.startsWith(TEMP_PREFIX) || !isSafeBlobKey(entry.name)) continue;
        // Removed since the directory was read (a delete running at the same time).
        const info = await stat(path.join(dir, entry.name)).catch(() => null);
        if (info) yield { key: entry.name, lastModified: info.mtime };
      }
    },

    async sweep(olderThanMs) {
      const now = Date.now();
      let removed = 0;
      for (const name of await readdir(dir)) {
        if (!name.startsWith(TEMP_PREFIX)) continue;
        const info = await stat(path.join(dir, name)).catch(() => null);
        if (info && now - info.mtimeMs >= olderThanMs) {
          await rm(path.join(dir, name), { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}

async function sizeOf(file: string): Promise<number | null> {
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? info.size : null;
}
