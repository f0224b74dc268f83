import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLUSTER_BUCKET, startObjectStore } from '../../../../scripts/cluster/object-store';
import { tempDir } from '../helpers/temp-dir';

/**
 * The cluster's s3rver (scripts/cluster/object-store.ts) keeps a folder whose last object goes: s3rver's own
 * delete removed it, and a PUT into it at that moment ended the process with an ENOENT.
 */
let dir: string;
let store: Awaited<ReturnType<typeof startObjectStore>>;
let client: S3Client;

beforeAll(async () => {
  dir = tempDir('kp-object-store');
  store = await startObjectStore(dir);
  client = new S3Client({
    endpoint: store.endpoint,
    region: 'eu-central-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});

afterAll(async () => {
  client?.destroy();
  await store?.stop();
});

describe('the cluster object store', () => {
  it('keeps a folder whose last object is deleted, so PUTs and DELETEs in one folder side by side all answer', async () => {
    const put = (key: string) =>
      client.send(new PutObjectCommand({ Bucket: CLUSTER_BUCKET, Key: key, Body: 'x'.repeat(1000) }));
    const remove = (key: string) =>
      client.send(new DeleteObjectCommand({ Bucket: CLUSTER_BUCKET, Key: key }));
    await put('tmp/tmp-0');
    for (let i = 1; i <= 40; i += 1) {
      const answers = await Promise.all([put(`tmp/tmp-${i}`), remove(`tmp/tmp-${i - 1}`)]);
      expect(answers.map((answer) => answer.$metadata.httpStatusCode)).toEqual([200, 204]);
    }
    await remove('tmp/tmp-40');
    const folder = path.join(dir, 's3', CLUSTER_BUCKET, 'tmp');
    expect(existsSync(folder)).toBe(true);
    expect(readdirSync(folder)).toEqual([]);
  });
});
