import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BlobStore } from '../lib/blob-store/blob-store';
import { everyTenMinutes } from '../lib/housekeeping';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files live (lib/blob-store): DATA_DIR/files or S3-compatible storage. */
    blobStore: BlobStore;
  }
}

/** An upload older than this is dead: a live one of 25 MB finishes in minutes even on a slow line. */
export const STALE_UPLOAD_MS = 60 * 60 * 1000;

/**
 * The process's blob store. Temporary objects are what an upload leaves when its process was killed
 * mid-way. At start all of them go when this process is the storage's only user (`sole`: the embedded
 * database means one process), else only stale ones, as every ten minutes: other processes on the same
 * storage (several servers on one PostgreSQL and bucket) may be uploading right now.
 */
export const blobStorePlugin = fp(
  async (app: FastifyInstance, { store, sole }: { store: BlobStore; sole: boolean }) => {
    app.decorate('blobStore', store);
    app.addHook('onReady', async () => {
      const removed = await store.sweep(sole ? 0 : STALE_UPLOAD_MS);
      if (removed > 0) app.log.info(`blob store: removed ${removed} unfinished upload(s)`);
    });
    everyTenMinutes(app, 'blob store sweep', async () => {
      await store.sweep(STALE_UPLOAD_MS);
    });
  },
  { name: 'blob-store' },
);
