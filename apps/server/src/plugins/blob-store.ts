import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BlobStore } from '../lib/blob-store/blob-store';
import {
  createRemovalGate,
  gatedStore,
  type RemovalGate,
  type RemovalHolds,
} from '../lib/blob-store/removal-gate';
import { everyTenMinutes } from '../lib/housekeeping';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Where uploaded files live (lib/blob-store): DATA_DIR/files or S3-compatible storage. Its removals wait
     * while a backup copies (ADR 335).
     */
    blobStore: BlobStore;
    /** The removals a backup held and the erasures queued (`drain`), and PGlite's holds (ADR 335). */
    blobRemovals: Pick<RemovalGate, 'drain'> & { holds: RemovalHolds };
  }
}

/** An upload older than this is dead: a live one of 25 MB finishes in minutes even on a slow line. */
export const STALE_UPLOAD_MS = 60 * 60 * 1000;

/**
 * The process's blob store. Temporary objects are what an upload leaves when its process was killed
 * mid-way. At start all of them go when this process is the storage's only user (`sole`: the embedded
 * database means one process), else only stale ones, as every ten minutes: other processes on the same
 * storage (several servers on one PostgreSQL and bucket) may be uploading right now. Every ten minutes
 * too, the removals a backup held go (ADR 335).
 */
export const blobStorePlugin = fp(
  async (
    app: FastifyInstance,
    { store, sole, holds }: { store: BlobStore; sole: boolean; holds: RemovalHolds },
  ) => {
    const gate = createRemovalGate(app.database, store, holds);
    app.decorate('blobStore', gatedStore(store, gate));
    app.decorate('blobRemovals', { drain: () => gate.drain(), holds });
    app.addHook('onReady', async () => {
      const removed = await store.sweep(sole ? 0 : STALE_UPLOAD_MS);
      if (removed > 0) app.log.info(`blob store: removed ${removed} unfinished upload(s)`);
    });
    everyTenMinutes(app, 'blob store sweep', async () => {
      await store.sweep(STALE_UPLOAD_MS);
      await gate.drain();
    });
    app.addHook('onClose', async () => gate.close());
  },
  { name: 'blob-store', dependencies: ['database'] },
);
