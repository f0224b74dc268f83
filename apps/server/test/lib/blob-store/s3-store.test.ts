import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CreateBucketCommand, DeleteBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobTooLargeError } from '../../../src/lib/blob-store/blob-store';
import { createS3Store, type S3StoreConfig } from '../../../src/lib/blob-store/s3-store';
import { blobStoreContract } from './blob-store-contract';

/** s3rver ships without types; this is the part of it the tests use. */
type S3rverServer = {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer: Server;
};
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: {
  port: number;
  address: string;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
}) => S3rverServer;

const BUCKET = 'kundenportal-test';
let directory: string;
let server: S3rverServer;
let config: S3StoreConfig;
let client: S3Client;
/** Every request s3rver got ("PUT /bucket/key?partNumber=1&uploadId=…"), to see how the store talks to it. */
const requests: string[] = [];

beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 'kp-s3rver-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  server.httpServer.on('request', (request: IncomingMessage) => {
    requests.push(`${request.method} ${request.url}`);
  });
  config = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: BUCKET,
    // s3rver knows only this access key and does not check SigV4 signatures.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    region: 'eu-central-1',
    forcePathStyle: true,
  };
  client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
});

afterAll(async () => {
  client?.destroy();
  await server?.close();
  if (directory) rmSync(directory, { recursive: true, force: true });
});

/** Every object under `prefix`, named like the disk store's directory entries (key, or tmp-<uuid>). */
async function objectsUnder(bucket: string, prefix: string): Promise<string[]> {
  const names: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    );
    for (const { Key } of page.Contents ?? []) {
      if (!Key) continue;
      const name = Key.slice(prefix.length);
      names.push(
        name.startsWith('files/') || name.startsWith('tmp/') ? name.slice(name.indexOf('/') + 1) : Key,
      );
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return names;
}

// A fresh prefix per store: the stores share the bucket and never see each other's objects.
blobStoreContract('S3 (s3rver)', async () => {
  const prefix = `run-${randomUUID()}/`;
  const store = await createS3Store({ ...config, prefix });
  return { store, leftovers: () => objectsUnder(BUCKET, prefix) };
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
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    const store = await createS3Store({ ...config, bucket });
    const size = 16 * MiB;
    const { stream, state } = lazyBody(size);
    let generatedAtFirstPart: number | undefined;
    const onRequest = (request: IncomingMessage) => {
      if (request.url?.includes('partNumber=1&')) generatedAtFirstPart ??= state.generated;
    };
    server.httpServer.on('request', onRequest);
    const before = requests.length;
    const pending = await store.write(stream, { maxBytes: 25 * MiB }).finally(() => {
      server.httpServer.off('request', onRequest);
    });
    expect({ size: pending.size, sha256: pending.sha256 }).toEqual({ size, sha256: state.sha256() });
    // A multipart upload of four 5 MiB parts to the temporary object, begun before the body was all made.
    const sent = requests.slice(before);
    expect(sent.filter((line) => /^POST \/[^/]+\/tmp\/tmp-[0-9a-f-]+\?uploads/.test(line))).toHaveLength(1);
    expect(sent.filter((line) => line.startsWith('PUT ') && line.includes('partNumber='))).toHaveLength(4);
    expect(generatedAtFirstPart).toBeLessThan(size);

    const key = `datei-${randomUUID()}`;
    await pending.commit(key);
    expect(await objectsUnder(bucket, '')).toEqual([key]);
    expect(await store.size(key)).toBe(size);
    const read = await store.read(key);
    const readHash = createHash('sha256');
    for await (const chunk of read ?? []) readHash.update(chunk as Buffer);
    expect(readHash.digest('hex')).toBe(pending.sha256);
  });

  it('gives up a multipart upload that grows too large: BlobTooLargeError, abort tried, no object', async () => {
    const prefix = `run-${randomUUID()}/`;
    const store = await createS3Store({ ...config, prefix });
    const before = requests.length;
    await expect(store.write(lazyBody(7 * MiB).stream, { maxBytes: 6 * MiB })).rejects.toBeInstanceOf(
      BlobTooLargeError,
    );
    const sent = requests.slice(before);
    expect(sent.some((line) => line.startsWith('PUT ') && line.includes('partNumber=1&'))).toBe(true);
    // s3rver answers AbortMultipartUpload with 405 and keeps the part; S3 drops it. It is no object either way.
    expect(sent.some((line) => line.startsWith('DELETE ') && line.includes('uploadId='))).toBe(true);
    expect(await objectsUnder(BUCKET, prefix)).toEqual([]);
  });

  it('fails with the storage’s error when the upload itself fails, and stops reading the body', async () => {
    const bucket = `verschwindet-${randomUUID().slice(0, 8)}`;
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    const store = await createS3Store({ ...config, bucket });
    await client.send(new DeleteBucketCommand({ Bucket: bucket }));
    for (const size of [1000, 7 * MiB]) {
      const { stream } = lazyBody(size);
      await expect(store.write(stream, { maxBytes: 25 * MiB }), `${size} bytes`).rejects.toMatchObject({
        name: 'NoSuchBucket',
      });
      expect(stream.destroyed, `${size} bytes`).toBe(true);
    }
  });

  it('refuses a bucket it cannot use at start, without the secret in the error', async () => {
    const secret = `geheim-${randomUUID()}`;
    const error = await createS3Store({ ...config, bucket: 'gibt-es-nicht', secretAccessKey: secret }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    const cause = (error as Error).cause;
    expect(`${error} ${(error as Error).stack} ${cause} ${JSON.stringify(cause)}`).not.toContain(secret);
  });
});
