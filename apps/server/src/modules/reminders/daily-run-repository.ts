import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dailyRuns } from '../../db/schema';

/**
 * A claim on `day` older than this is taken over: its process died or hangs (well beyond a full deadline
 * scan, which a closing process stops after the batch in hand). A closing process gives its claim back.
 */
export const DAILY_RUN_LEASE_MS = 15 * 60_000;

/** 'claimed': this process does the day's work now; 'done': finished for `day`; 'busy': another is at it. */
export type DailyRunClaim = 'claimed' | 'done' | 'busy';

/** Work done once a day for the whole cluster (ADR 334): a row per work (`name`) and day in `daily_runs`. */
export function createDailyRunRepository(db: Db) {
  return {
    /** A new day, a claim given back or one past its lease is claimed; the row is locked while deciding. */
    async claim(name: string, day: string): Promise<DailyRunClaim> {
      const lease = `${DAILY_RUN_LEASE_MS} milliseconds`;
      const claimed = await db
        .insert(dailyRuns)
        .values({ name, day, claimedAt: sql`now()`, done: false })
        .onConflictDoUpdate({
          target: [dailyRuns.name, dailyRuns.day],
          set: { claimedAt: sql`now()` },
          setWhere: sql`not ${dailyRuns.done} and (${dailyRuns.claimedAt} is null or ${dailyRuns.claimedAt} < now() - ${lease}::interval)`,
        })
        .returning({ done: dailyRuns.done });
      if (claimed.length > 0) return 'claimed';
      const [row] = await db
        .select({ done: dailyRuns.done })
        .from(dailyRuns)
        .where(and(eq(dailyRuns.name, name), eq(dailyRuns.day, day)));
      return row?.done ? 'done' : 'busy';
    },

    /** Done for `day`; the rows of this work older than a week before it go. */
    async finish(name: string, day: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(dailyRuns)
          .set({ done: true, claimedAt: null })
          .where(and(eq(dailyRuns.name, name), eq(dailyRuns.day, day)));
        await tx
          .delete(dailyRuns)
          .where(and(eq(dailyRuns.name, name), lt(dailyRuns.day, sql`${day}::date - 7`)));
      });
    },

    /** The claim given back unfinished (a closing process): the next run anywhere claims it again. */
    async release(name: string, day: string): Promise<void> {
      await db
        .update(dailyRuns)
        .set({ claimedAt: null })
        .where(and(eq(dailyRuns.name, name), eq(dailyRuns.day, day), eq(dailyRuns.done, false)));
    },
  };
}

export type DailyRunRepository = ReturnType<typeof createDailyRunRepository>;
