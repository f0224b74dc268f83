import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { CreateBucketCommand, DeleteBucketCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { BlobTooLargeError } from '../../../src/lib/blob-store/blob-store';
import { createS3Store } from '../../../src/lib/blob-store/s3-store';
import { S3RVER_BUCKET as BUCKET, useS3rver } from '../../helpers/s3rver';
import { blobStoreContract } from './blob-store-contract';

const s3 = useS3rver();
/** Every request s3rver got ("PUT /bucket/key?partNumber=1&uploadId=…"), to see how the store talks to it. */
const requests: string[] = [];

beforeAll(() => {
  s3.server.httpServer.on('request', (request: IncomingMessage) => {
    requests.push(`${request.method} ${request.url}`);
  });
});

// A fresh prefix per store: the stores share the bucket and never see each other's objects.
blobStoreContract('S3 (s3rver)', async () => {
  const prefix = `run-${randomUUID()}/`;
  const store = await createS3Store({ ...s3.config, prefix });
  return { store, leftovers: () => s3.objectsUnder(BUCKET, prefix) };
});

describe('blob store: S3 specifics', () => {
  const MiB = 1024 * 1024;

  /** `size` bytes made 64 KiB at a time, only when the reader asks; `generated` says how far it got. */
  function lazyBody(size: number) {
    const hash = createHash('sha256');
    const state = { generated: 0, sha256: () => hash.digest('hex') };
    const stream = Readable.from(
      (async function* () {
        while (state.generated < size) {
          const chunk = Buffer.alloc(Math.min(64 * 1024, size - state.generated), state.generated % 251);
          state.generated += chunk.length;
          hash.update(chunk);
          yield chunk;
        }
      })(),
    );
    return { stream, state };
  }

  it('streams a 16 MiB upload in parts without holding it whole, into a bucket without prefix', async () => {
    const bucket = `ohne-prefix-${randomUUID().slice(0, 8)}`;
    await s3.client.send(new CreateBucketCommand({ Bucket: bucket }));
    const store = await createS3Store({ ...s3.config, bucket });
    const size = 16 * MiB;
    const { stream, state } = lazyBody(size);
    let generatedAtFirstPart: number | undefined;
    const onRequest = (request: IncomingMessage) => {
      if (request.url?.includes('partNumber=1&')) generatedAtFirstPart ??= state.generated;
    };
    s3.server.httpServer.on('request', onRequest);
    const before = requests.length;
    const pending = await store.write(stream, { maxBytes: 25 * MiB }).finally(() => {
      s3.server.httpServer.off('request', onRequest);
    });
    expect({ size: pending.size, sha256: pending.sha256 }).toEqual({ size, sha256: state.sha256() });
    // A multipart upload of four 5 MiB parts to the temporary object, begun before the body was all made.
    const sent = requests.slice(before);
    expect(sent.filter((line) => /^POST \/[^/]+\/tmp\/tmp-[0-9a-f-]+\?uploads/.test(line))).toHaveLength(1);
    expect(sent.filter((line) => line.startsWith('PUT ') && line.includes('partNumber='))).toHaveLength(4);
    expect(generatedAtFirstPart).toBeLessThan(size);

    const key = `datei-${randomUUID()}`;
    await pending.commit(key);
    expect(await s3.objectsUnder(bucket, '')).toEqual([key]);
    expect(await store.size(key)).toBe(size);
    const read = await store.read(key);
    const readHash = createHash('sha256');
    for await (const chunk of read ?? []) readHash.update(chunk as Buffer);
    expect(readHash.digest('hex')).toBe(pending.sha256);
  });

  it('gives up a multipart upload that grows too large: BlobTooLargeError, abort tried, no object', async () => {
    const prefix = `run-${randomUUID()}/`;
    const store = await createS3Store({ ...s3.config, prefix });
    const before = requests.length;
    await expect(store.write(lazyBody(7 * MiB).stream, { maxBytes: 6 * MiB })).rejects.toBeInstanceOf(
      BlobTooLargeError,
    );
    const sent = requests.slice(before);
    expect(sent.some((line) => line.startsWith('PUT ') && line.includes('partNumber=1&'))).toBe(true);
    // s3rver answers AbortMultipartUpload with 405 and keeps the part; S3 drops it. It is no object either way.
    expect(sent.some((line) => line.startsWith('DELETE ') && line.includes('uploadId='))).toBe(true);
    expect(await s3.objectsUnder(BUCKET, prefix)).toEqual([]);
  });

  it('fails with the storage’s error when the upload itself fails, and stops reading the body', async () => {
    const bucket = `verschwindet-${randomUUID().slice(0, 8)}`;
    await s3.client.send(new CreateBucketCommand({ Bucket: bucket }));
    const store = await createS3Store({ ...s3.config, bucket });
    await s3.client.send(new DeleteBucketCommand({ Bucket: bucket }));
    for (const size of [1000, 7 * MiB]) {
      const { stream } = lazyBody(size);
      await expect(store.write(stream, { maxBytes: 25 * MiB }), `${size} bytes`).rejects.toMatchObject({
        name: 'NoSuchBucket',
      });
      expect(stream.destroyed, `${size} bytes`).toBe(true);
    }
  });

  it('lists and sweeps page by page', async () => {
    const prefix = `run-${randomUUID()}/`;
    const store = await createS3Store({ ...s3.config, prefix, listPageSize: 2 });
    const keys = Array.from({ length: 5 }, () => `datei-${randomUUID()}`).sort();
    for (const key of keys) {
      await (await store.write(Readable.from([Buffer.from(key)]), { maxBytes: 100 })).commit(key);
    }
    for (let i = 0; i < 3; i += 1) await store.write(Readable.from([Buffer.from('x')]), { maxBytes: 100 });
    const before = requests.length;
    const listed: string[] = [];
    for await (const file of store.list()) listed.push(file.key);
    expect(listed.sort()).toEqual(keys);
    expect(await store.sweep(0)).toBe(3);
    const pages = requests.slice(before).filter((line) => line.includes('list-type=2'));
    // Three pages of files (2 + 2 + 1), two of temporary objects (2 + 1).
    expect(pages).toHaveLength(5);
    expect(pages.filter((line) => line.includes('continuation-token='))).toHaveLength(3);
    expect((await s3.objectsUnder(BUCKET, prefix)).sort()).toEqual(keys);
  });

  it('refuses a bucket it cannot use at start, without the secret in the error', async () => {
    const secret = `geheim-${randomUUID()}`;
    const error = await createS3Store({
      ...s3.config,
      bucket: 'gibt-es-nicht',
      secretAccessKey: secret,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    const cause = (error as Error).cause;
    expect(`${error} ${(error as Error).stack} ${cause} ${JSON.stringify(cause)}`).not.toContain(secret);
  });
});
