import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bankAggregatorRemovals } from '../../../db/schema';

export type QueuedRemoval = typeof bankAggregatorRemovals.$inferSelect;

/** The queue of aggregator users to delete at the aggregator (ADR 284); rows are queued by the erasure. */
export function createAggregatorRemovalsRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** The next due row of this provider, locked (another process skips it), or null. */
    async nextDue(tx: Db, provider: string, now: Date): Promise<QueuedRemoval | null> {
      const [row] = await tx
        .select()
        .from(bankAggregatorRemovals)
        .where(and(eq(bankAggregatorRemovals.provider, provider), lte(bankAggregatorRemovals.dueAt, now)))
        .orderBy(asc(bankAggregatorRemovals.dueAt), asc(bankAggregatorRemovals.id))
        .limit(1)
        .for('update', { skipLocked: true });
      return row ?? null;
    },

    async postpone(tx: Db, id: number, attempts: number, dueAt: Date): Promise<void> {
      await tx
        .update(bankAggregatorRemovals)
        .set({ attempts, dueAt })
        .where(eq(bankAggregatorRemovals.id, id));
    },

    async done(tx: Db, id: number): Promise<void> {
      await tx.delete(bankAggregatorRemovals).where(eq(bankAggregatorRemovals.id, id));
    },
  };
}

export type AggregatorRemovalsRepository = ReturnType<typeof createAggregatorRemovalsRepository>;
