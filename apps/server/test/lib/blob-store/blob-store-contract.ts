import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { type BlobStore, BlobTooLargeError, type ListedBlob } from '../../../src/lib/blob-store/blob-store';

/**
 * What every blob store backend must do (disk and S3 run the same tests): `create` gives a fresh
 * store and `leftovers` lists what its storage holds, so a test can prove nothing stayed behind.
 */
export function blobStoreContract(
  backend: string,
  setup: () => Promise<{ store: BlobStore; leftovers: () => Promise<string[]> }>,
) {
  const bytes = (size: number, seed = 7) =>
    Buffer.from(Array.from({ length: size }, (_, i) => (i * seed) % 251));
  const chunked = (data: Buffer, chunk = 1000) =>
    Readable.from(
      Array.from({ length: Math.ceil(data.length / chunk) }, (_, i) =>
        data.subarray(i * chunk, (i + 1) * chunk),
      ),
    );
  const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
  const newKey = () => `datei-${randomUUID()}`;
  const listed = async (store: BlobStore) => {
    const files: ListedBlob[] = [];
    for await (const file of store.list()) files.push(file);
    return files.sort((a, b) => a.key.localeCompare(b.key));
  };

  describe(`blob store: ${backend}`, () => {
    it('stores a streamed upload under a server key with its size and SHA-256, and nothing else stays', async () => {
      const { store, leftovers } = await setup();
      const data = bytes(123_457);
      const pending = await store.write(chunked(data), { maxBytes: 200_000 });
      expect({ size: pending.size, sha256: pending.sha256 }).toEqual({
        size: data.length,
        sha256: sha256(data),
      });
      const key = newKey();
      await pending.commit(key);
      expect(await leftovers()).toEqual([key]);
      expect(await store.size(key)).toBe(data.length);
      const read = await store.read(key);
      expect(read && (await buffer(read)).equals(data)).toBe(true);
    });

    it('takes exactly maxBytes and refuses one byte more, keeping nothing', async () => {
      const { store, leftovers } = await setup();
      const atMax = await store.write(chunked(bytes(5000)), { maxBytes: 5000 });
      await atMax.commit(newKey());
      await expect(store.write(chunked(bytes(5001)), { maxBytes: 5000 })).rejects.toBeInstanceOf(
        BlobTooLargeError,
      );
      expect(await leftovers()).toHaveLength(1);
    });

    it('keeps nothing when the upload stream fails halfway or is aborted', async () => {
      const { store, leftovers } = await setup();
      const failing = Readable.from(
        (async function* () {
          yield bytes(4000);
          throw new Error('connection lost');
        })(),
      );
      await expect(store.write(failing, { maxBytes: 10_000 })).rejects.toThrow('connection lost');
      const pending = await store.write(chunked(bytes(10)), { maxBytes: 100 });
      await pending.abort();
      await expect(pending.commit(newKey())).rejects.toThrow();
      expect(await leftovers()).toEqual([]);
    });

    it('reads a byte range, answers null for a missing file and removes one', async () => {
      const { store } = await setup();
      const data = bytes(10_000, 13);
      const key = newKey();
      await (await store.write(chunked(data), { maxBytes: 10_000 })).commit(key);
      const range = await store.read(key, { start: 100, end: 199 });
      expect(range && (await buffer(range)).equals(data.subarray(100, 200))).toBe(true);
      await store.remove(key);
      expect(await store.read(key)).toBeNull();
      expect(await store.size(key)).toBeNull();
      await store.remove(key);
    });

    // S3 answers a range starting past the end with 416 and ignores one it cannot parse (sending the
    // whole file); a file stream reads nothing and throws. Every backend must do the latter.
    it('cuts a range at the end of the file, reads nothing past it and refuses a backwards range', async () => {
      const { store } = await setup();
      const data = bytes(10_000, 17);
      const key = newKey();
      await (await store.write(chunked(data), { maxBytes: 10_000 })).commit(key);
      const tail = await store.read(key, { start: 9_990, end: 20_000 });
      expect(tail && (await buffer(tail)).equals(data.subarray(9_990))).toBe(true);
      const last = await store.read(key, { start: 9_999, end: 9_999 });
      expect(last && (await buffer(last)).equals(data.subarray(9_999))).toBe(true);
      const past = await store.read(key, { start: 10_000, end: 10_100 });
      expect(past && (await buffer(past)).length).toBe(0);
      await expect(store.read(key, { start: 200, end: 100 })).rejects.toThrow();
    });

    it('stores an empty upload', async () => {
      const { store, leftovers } = await setup();
      const pending = await store.write(Readable.from([]), { maxBytes: 100 });
      expect({ size: pending.size, sha256: pending.sha256 }).toEqual({
        size: 0,
        sha256: sha256(Buffer.alloc(0)),
      });
      const key = newKey();
      await pending.commit(key);
      expect(await leftovers()).toEqual([key]);
      expect(await store.size(key)).toBe(0);
      const read = await store.read(key);
      expect(read && (await buffer(read)).length).toBe(0);
    });

    it('refuses keys a path could climb out with', async () => {
      const { store } = await setup();
      for (const key of ['../etc/passwd', 'a/b', 'kurz', 'GROSS-12345678', '']) {
        await expect(store.read(key), key).rejects.toThrow('unsafe blob key');
      }
    });

    it('lists the committed files with their time, never a temporary object', async () => {
      const { store } = await setup();
      expect(await listed(store)).toEqual([]);
      const before = Date.now();
      const keys = [newKey(), newKey(), newKey()].sort();
      for (const key of keys) await (await store.write(chunked(bytes(10)), { maxBytes: 100 })).commit(key);
      // A pending upload (a temporary object) is no file yet.
      await store.write(chunked(bytes(10)), { maxBytes: 100 });
      const files = await listed(store);
      expect(files.map((file) => file.key)).toEqual(keys);
      for (const { lastModified } of files) {
        // S3 lists times in whole seconds.
        expect(lastModified.getTime()).toBeGreaterThanOrEqual(before - 1000);
        expect(lastModified.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      }
      await store.remove(keys[1] ?? '');
      expect((await listed(store)).map((file) => file.key)).toEqual([keys[0], keys[2]]);
    });

    it('sweeps temporary objects left by a killed upload, never a stored file', async () => {
      const { store, leftovers } = await setup();
      const key = newKey();
      await (await store.write(chunked(bytes(10)), { maxBytes: 100 })).commit(key);
      // A pending upload never committed nor aborted is what a killed process leaves behind.
      await store.write(chunked(bytes(10)), { maxBytes: 100 });
      expect(await leftovers()).toHaveLength(2);
      expect(await store.sweep(60_000)).toBe(0);
      expect(await store.sweep(0)).toBe(1);
      expect(await leftovers()).toEqual([key]);
      expect((await listed(store)).map((file) => file.key)).toEqual([key]);
    });
  });
}
