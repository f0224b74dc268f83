import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bankAggregatorRemovals } from '../../../db/schema';

export type QueuedRemoval = typeof bankAggregatorRemovals.$inferSelect;

/** The queue of aggregator users to delete at the aggregator (ADR 284); rows are queued by the erasure. */
export function createAggregatorRemovalsRepository(db: Db) {
  return {
    /**
     * Claims the next due row of this provider in a short transaction of its own: locked with SKIP LOCKED
     * (another process takes another) and due again only at `leaseUntil`, so the call to the aggregator runs
     * outside any transaction and a process dying meanwhile leaves the row to be taken up after the lease.
     */
    async claimNext(provider: string, now: Date, leaseUntil: Date): Promise<QueuedRemoval | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(bankAggregatorRemovals)
          .where(and(eq(bankAggregatorRemovals.provider, provider), lte(bankAggregatorRemovals.dueAt, now)))
          .orderBy(asc(bankAggregatorRemovals.dueAt), asc(bankAggregatorRemovals.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!row) return null;
        await tx
          .update(bankAggregatorRemovals)
          .set({ dueAt: leaseUntil })
          .where(eq(bankAggregatorRemovals.id, row.id));
        return row;
      });
    },

    async postpone(id: number, attempts: number, dueAt: Date): Promise<void> {
      await db
        .update(bankAggregatorRemovals)
        .set({ attempts, dueAt })
        .where(eq(bankAggregatorRemovals.id, id));
    },

    async done(id: number): Promise<void> {
      await db.delete(bankAggregatorRemovals).where(eq(bankAggregatorRemovals.id, id));
    },
  };
}

export type AggregatorRemovalsRepository = ReturnType<typeof createAggregatorRemovalsRepository>;
