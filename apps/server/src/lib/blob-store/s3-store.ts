import { randomUUID } from 'node:crypto';
import { pipeline, Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  type ListMultipartUploadsCommandOutput,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  type BlobStore,
  type ByteRange,
  isSafeBlobKey,
  type ListedBlob,
  type PendingBlob,
} from './blob-store';
import { createLeftoverRemovals } from './leftover-removals';
import { countingHash, pendingBlob } from './pending-blob';
import { answerStoreOutage } from './store-unavailable';

const TEMP_PREFIX = 'tmp-';

/**
 * Parts of a multipart upload: S3's minimum, so an upload holds about (QUEUE_SIZE + 1) parts in memory
 * (those being sent and the one being filled), never the whole body.
 */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

export type S3StoreConfig = {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  forcePathStyle: boolean;
  /** Everything lives under this key prefix (e.g. 'kundenportal/'), so a bucket can be shared. */
  prefix?: string;
  /** Objects per list request: S3's maximum (1000) unless a test wants to see the paging. */
  listPageSize?: number;
};

/**
 * Files under `<prefix>files/<key>`; uploads arrive as `<prefix>tmp/tmp-<uuid>` and are copied over. The
 * secret key goes to the SDK only: it is never part of an error message or a log line.
 */
export async function createS3Store(config: S3StoreConfig): Promise<BlobStore> {
  const { bucket } = config;
  // An outage answers 503 store_unavailable (store-unavailable.ts).
  const client = answerStoreOutage(
    new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Recent SDKs add CRC32 checksums to every upload and ask for them on every download; plenty of
      // S3-compatible servers (s3rver among them) know neither. Our own SHA-256 is what proves the bytes.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  );
  const prefix = config.prefix?.replace(/^\/+|\/+$/g, '');
  const root = prefix ? `${prefix}/` : '';
  const tempDir = `${root}tmp/`;
  const filesDir = `${root}files/`;
  const objectOf = (key: string) => {
    if (!isSafeBlobKey(key)) throw new Error('unsafe blob key');
    return `${filesDir}${key}`;
  };

  /** Every object whose key starts with `under`, one page of ListObjectsV2 at a time. */
  async function* objectsUnder(under: string) {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket: bucket,
          Prefix: under,
          ContinuationToken: token,
          MaxKeys: config.listPageSize,
        }),
      );
      yield* page.Contents ?? [];
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  // Fail at start, not at the first upload, when the bucket is missing or the credentials are wrong.
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch (error) {
    throw new Error(`S3 bucket "${bucket}" is not usable`, { cause: error });
  }

  const remove = (objectKey: string) =>
    client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey })).then(() => undefined);
  const leftovers = createLeftoverRemovals(remove);

  /** Removes what a failed upload left: best effort, the error that made it fail is what counts. */
  const discard = async (objectKey: string, uploadId: string | undefined) => {
    if (uploadId) {
      // s3rver answers AbortMultipartUpload with 405 MethodNotAllowed and keeps the parts; on S3 the
      // parts of an upload that could not be aborted go with `sweep` (or a bucket lifecycle rule).
      await client
        .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: objectKey, UploadId: uploadId }))
        .catch(() => undefined);
    }
    await leftovers.remove(objectKey);
  };

  /** Multipart uploads a killed process left behind: their parts are kept (and billed) until aborted. */
  const abortStaleUploads = async (cutoff: number): Promise<number> => {
    let aborted = 0;
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    do {
      let page: ListMultipartUploadsCommandOutput;
      try {
        page = await client.send(
          new ListMultipartUploadsCommand({
            Bucket: bucket,
            Prefix: tempDir,
            KeyMarker: keyMarker,
            UploadIdMarker: uploadIdMarker,
          }),
        );
      } catch (error) {
        // s3rver (the tests' S3) answers 501 NotImplemented; S3, MinIO and Ceph list them.
        if (error instanceof S3ServiceException && error.name === 'NotImplemented') return aborted;
        throw error;
      }
      for (const upload of page.Uploads ?? []) {
        if (!upload.Key?.startsWith(`${tempDir}${TEMP_PREFIX}`) || !upload.UploadId) continue;
        if (upload.Initiated && upload.Initiated.getTime() <= cutoff) {
          await client.send(
            new AbortMultipartUploadCommand({ Bucket: bucket, Key: upload.Key, UploadId: upload.UploadId }),
          );
          aborted += 1;
        }
      }
      keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
      uploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
    } while (keyMarker);
    return aborted;
  };

  return {
    async write(body, { maxBytes }): Promise<PendingBlob> {
      const temp = `${tempDir}${TEMP_PREFIX}${randomUUID()}`;
      const count = countingHash(maxBytes);
      // The body's own failure (a lost connection, BlobTooLargeError) is the one to report, not whatever
      // the upload made of it.
      let streamError: unknown;
      const counted = pipeline(body, count.transform, (error) => {
        if (error) streamError ??= error;
      });
      // Streams in parts of PART_SIZE (one PutObject when the body fits in one part); the SDK would abort
      // a failed multipart upload itself, but a failing abort would then hide the real error.
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: temp, Body: counted },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: true,
      });
      try {
        await upload.done();
      } catch (error) {
        const cause = streamError ?? error;
        // When the upload failed on its own, stop reading the body (pipeline destroys it too); the SDK
        // has usually done so already by leaving its loop over the stream.
        counted.destroy();
        await discard(temp, upload.uploadId);
        throw cause;
      }
      return pendingBlob(count.stored(), {
        // Not atomic like a rename, but the file only appears once the copy is complete. CopyObject
        // takes objects up to 5 GB (larger ones need UploadPartCopy); uploads are limited to 25 MB.
        async commit(key) {
          await client.send(
            new CopyObjectCommand({
              Bucket: bucket,
              Key: objectOf(key),
              CopySource: copySource(bucket, temp),
            }),
          );
          // The file is stored; a temporary object that could not be deleted goes as soon as it can.
          await leftovers.remove(temp);
        },
        abort: () => leftovers.remove(temp),
      });
    },

    async read(key, range?: ByteRange): Promise<Readable | null> {
      const objectKey = objectOf(key);
      // S3 ignores a Range header it cannot parse and sends the whole file; refuse such ranges like
      // `createReadStream` does.
      if (
        range &&
        !(
          Number.isSafeInteger(range.start) &&
          Number.isSafeInteger(range.end) &&
          range.start >= 0 &&
          range.end >= range.start
        )
      ) {
        throw new RangeError('invalid byte range');
      }
      try {
        const { Body } = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: objectKey,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        if (!(Body instanceof Readable)) throw new Error('S3 answered without a readable body');
        return Body;
      } catch (error) {
        if (isMissing(error)) return null;
        // A range starting past the end (416): nothing to read, as from a file.
        if (range && error instanceof S3ServiceException && error.name === 'InvalidRange') {
          return Readable.from([]);
        }
        throw error;
      }
    },

    async size(key) {
      const objectKey = objectOf(key);
      try {
        const { ContentLength } = await client.send(
          new HeadObjectCommand({ Bucket: bucket, Key: objectKey }),
        );
        return ContentLength ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async remove(key) {
      // S3 answers a missing object with success, like `rm --force`.
      await remove(objectOf(key));
    },

    async *list(): AsyncIterable<ListedBlob> {
      for await (const object of objectsUnder(filesDir)) {
        const key = object.Key?.slice(filesDir.length);
        if (!key || !isSafeBlobKey(key)) continue;
        // Without a date the file counts as new: a reconciliation then leaves it alone.
        yield { key, lastModified: object.LastModified ?? new Date() };
      }
    },

    async sweep(olderThanMs) {
      // LastModified is the storage's clock, `now` ours: a skew of a few seconds does not matter for a
      // sweep of uploads older than minutes, and 0 takes everything even from a clock running ahead.
      const cutoff = olderThanMs > 0 ? Date.now() - olderThanMs : Number.POSITIVE_INFINITY;
      let removed = 0;
      for await (const object of objectsUnder(tempDir)) {
        if (!object.Key?.startsWith(`${tempDir}${TEMP_PREFIX}`)) continue;
        if (object.LastModified && object.LastModified.getTime() <= cutoff) {
          await remove(object.Key);
          removed += 1;
        }
      }
      // A killed upload leaves either a temporary object or (killed mid-way) a multipart upload: both count.
      return removed + (await abortStaleUploads(cutoff));
    },
  };
}

/** `x-amz-copy-source`: the bucket and the URL-encoded key. */
function copySource(bucket: string, objectKey: string): string {
  return `${bucket}/${objectKey.split('/').map(encodeURIComponent).join('/')}`;
}

/** GetObject answers a missing object with NoSuchKey, HeadObject (which has no body) with NotFound. */
function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');
}
