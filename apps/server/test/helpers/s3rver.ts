import { randomUUID } from 'node:crypto';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll } from 'vitest';
import type { S3StoreConfig } from '../../src/lib/blob-store/s3-store';
import { lendDes, returnDes, S3rver as S3rverClass, type S3rverServer } from './s3rver-core';
import { tempDir } from './temp-dir';

export const S3RVER_BUCKET = 'kundenportal-test';

export type S3rver = {
  server: S3rverServer;
  /** The store's configuration for the test bucket (add a `prefix` per store). */
  config: S3StoreConfig;
  /** A client of its own, to look into the bucket behind the store's back. */
  client: S3Client;
  /** The server's S3_* variables for the test bucket, under a fresh prefix. */
  env(): Record<string, string>;
  /** Every object under `prefix`, named like the disk store's directory entries (key, or tmp-<uuid>). */
  objectsUnder(bucket: string, prefix: string): Promise<string[]>;
};

export async function startS3rver(): Promise<S3rver & { close(): Promise<void> }> {
  const directory = tempDir('kp-s3rver');
  lendDes();
  const server = new S3rverClass({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: S3RVER_BUCKET }],
  });
  const { port } = await server.run();
  const config: S3StoreConfig = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: S3RVER_BUCKET,
    // s3rver knows only this access key and does not check SigV4 signatures.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    region: 'eu-central-1',
    forcePathStyle: true,
  };
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

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

  return {
    server,
    config,
    client,
    env: () => ({
      S3_ENDPOINT: config.endpoint,
      S3_BUCKET: config.bucket,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
      S3_REGION: config.region,
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: `run-${randomUUID()}/`,
    }),
    objectsUnder,
    async close() {
      client.destroy();
      await server.close();
      returnDes();
    },
  };
}

/** An s3rver for the calling test file: started before its tests (and before apps that use it), closed after. */
export function useS3rver(): S3rver {
  let current: Awaited<ReturnType<typeof startS3rver>> | undefined;
  beforeAll(async () => {
    current = await startS3rver();
  });
  afterAll(async () => {
    await current?.close();
  });
  const running = () => {
    if (!current) throw new Error('s3rver starts in beforeAll');
    return current;
  };
  return {
    get server() {
      return running().server;
    },
    get config() {
      return running().config;
    },
    get client() {
      return running().client;
    },
    env: () => running().env(),
    objectsUnder: (bucket, prefix) => running().objectsUnder(bucket, prefix),
  };
}
