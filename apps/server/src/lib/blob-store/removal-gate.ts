import { inArray, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { blobRemovals } from '../../db/schema';
import type { BlobStore } from './blob-store';

/**
 * The advisory lock a backup holds on PostgreSQL from before its snapshot until its files are copied
 * (ADR 335); every removal of a file takes its shared side for the moment it removes. One number for the
 * whole cluster: the key space is the database's, shared with the chat's two-key locks (another class).
 */
export const BACKUP_REMOVALS_LOCK = 3_400_335;

/** Queued keys removed per transaction. */
const DRAIN_BATCH = 100;

/**
 * Removals of stored files, held while a backup copies (ADR 335). A backup's snapshot names files; one
 * removed after the snapshot but before the backup copied it would be missing in the backup (a deleted
 * document, a replaced picture). While a backup holds, a removal queues its key instead (`blob_removals`,
 * with the erasure's keys, ADR 240); `drain` removes the queue once no backup holds.
 *
 * - PostgreSQL: the backup holds BACKUP_REMOVALS_LOCK exclusively on a connection of its own (released
 *   however it ends). A removal takes the lock's shared side in a transaction, or queues when it cannot.
 *   A removal that started first finishes before the backup's snapshot (the backup waits for it), and its
 *   row change had committed before, so the snapshot does not name its file.
 * - PGlite: one process holds the database, so the holds are counted in it (`removalHolds`).
 *   A removal while one holds waits in memory until the last hold ends: queuing in the table could wait on
 *   the caller's own open transaction (PGlite has one connection).
 */
export type RemovalGate = {
  /** Removes the file now, or queues it while a backup holds. */
  remove(key: string): Promise<void>;
  /** Removes queued files (erasures', held ones) while no backup holds; answers how many went. */
  drain(): Promise<number>;
};

/**
 * PGlite's holds, counted in the one process that holds the database: the snapshot socket takes one for
 * each backup it serves, from before the snapshot until the backup hangs up (db/snapshot-socket.ts).
 */
export function removalHolds() {
  let count = 0;
  const listeners = new Set<() => Promise<void>>();
  return {
    get held() {
      return count > 0;
    },
    /** Holds removals until the answered release (idempotent). */
    hold(): () => Promise<void> {
      count += 1;
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        count -= 1;
        if (count === 0) for (const listener of listeners) await listener();
      };
    },
    /** `listener` runs when the last hold ends; answers its removal. */
    onReleased(listener: () => Promise<void>): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type RemovalHolds = ReturnType<typeof removalHolds>;

export function createRemovalGate(
  database: Pick<Database, 'kind' | 'db'>,
  store: BlobStore,
  holds: RemovalHolds,
): RemovalGate & { close(): void } {
  return database.kind === 'postgres'
    ? { ...postgresGate(database.db, store), close: () => undefined }
    : embeddedGate(database.db, store, holds);
}

/** The shared side of the backup's lock for `tx`'s duration: false while a backup holds it. */
async function freeOnPostgres(tx: Db): Promise<boolean> {
  const result = (await tx.execute(
    sql`select pg_try_advisory_xact_lock_shared(${BACKUP_REMOVALS_LOCK}) as free`,
  )) as unknown as { rows: { free: boolean }[] };
  return result.rows[0]?.free === true;
}

function postgresGate(db: Db, store: BlobStore): RemovalGate {
  return {
    async remove(key) {
      await db.transaction(async (tx) => {
        if (await freeOnPostgres(tx)) await store.remove(key);
        else await tx.insert(blobRemovals).values({ key }).onConflictDoNothing();
      });
    },
    drain: () => drainQueue(db, store, freeOnPostgres),
  };
}

function embeddedGate(db: Db, store: BlobStore, holds: RemovalHolds): RemovalGate & { close(): void } {
  const waiting = new Set<string>();
  const close = holds.onReleased(async () => {
    for (const key of [...waiting]) {
      waiting.delete(key);
      // A file that cannot go now stays an orphan, as a failed removal does without a backup.
      await store.remove(key).catch(() => undefined);
    }
  });
  return {
    async remove(key) {
      if (holds.held) waiting.add(key);
      else await store.remove(key);
    },
    drain: () => drainQueue(db, store, async () => !holds.held),
    close,
  };
}

/**
 * The queue a batch at a time: each batch's rows locked (another process takes others), its files removed,
 * then its rows deleted, in one transaction that also holds the removals' free side (ADR 335).
 */
async function drainQueue(db: Db, store: BlobStore, free: (tx: Db) => Promise<boolean>): Promise<number> {
  let removed = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      if (!(await free(tx))) return -1;
      const rows = await tx
        .select({ key: blobRemovals.key })
        .from(blobRemovals)
        .orderBy(blobRemovals.key)
        .limit(DRAIN_BATCH)
        .for('update', { skipLocked: true });
      for (const row of rows) await store.remove(row.key);
      const keys = rows.map((row) => row.key);
      if (keys.length > 0) await tx.delete(blobRemovals).where(inArray(blobRemovals.key, keys));
      return keys.length;
    });
    if (batch < 0) return removed;
    removed += batch;
    if (batch < DRAIN_BATCH) return removed;
  }
}

/** The store with its removals through the gate: every other method as it is. */
export function gatedStore(store: BlobStore, gate: RemovalGate): BlobStore {
  return {
    write: (body, options) => store.write(body, options),
    read: (key, range) => store.read(key, range),
    size: (key) => store.size(key),
    remove: (key) => gate.remove(key),
    list: () => store.list(),
    sweep: (olderThanMs) => store.sweep(olderThanMs),
  };
}
