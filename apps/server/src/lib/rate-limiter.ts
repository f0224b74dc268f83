import { accountTexts } from '@kundenportal/domain/texts/account';
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { RateLimits } from '../config';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';
import { AppError } from './app-error';
import { createKeyQueue } from './key-queue';

/** One limit: at most `max` events for `key` within `windowSeconds`. */
export type RateRule = { key: string; max: number; windowSeconds: number };

/** One of the config's limits as a rule without its key: `rateLimits[name]` events within the config's window. */
export function configuredLimit(
  config: { rateLimits: RateLimits },
  name: Exclude<keyof RateLimits, 'windowSeconds'>,
): Omit<RateRule, 'key'> {
  return { max: config.rateLimits[name], windowSeconds: config.rateLimits.windowSeconds };
}

/** The events one request took (one row per rule), to give back when the request did not count after all. */
export type Taken = { ids: number[] };

type Executor = Pick<Db, 'select' | 'insert' | 'execute'>;

/**
 * A rate limiter shared by every process, with the database as its memory: each allowed request is an
 * event row in `login_failures` (the table is a generic event log keyed by a string; login attempts use
 * the keys `account:<email>` and `ip:<address>`, the other limits `<bucket>:<kind>:<value>`, e.g.
 * `smstoken:phone:4917612345678`). Old rows are purged by plugins/rate-limit.ts.
 *
 * Counting and recording are one step (issue 27, item 30: 40 parallel wrong passwords were all checked
 * when counting came first and recording after): a transaction takes an advisory lock per key, counts
 * and inserts only while every rule is under its limit. The next request for that key waits for the
 * lock and then counts the rows just committed (PostgreSQL commits before it releases the lock; PGlite
 * runs one transaction at a time). A refused request is not recorded, so a client that waits out the
 * window gets through; the refusal says when (Retry-After). Within a process, requests of one key also
 * queue in memory first (lib/key-queue.ts), so a burst does not hold the pool's connections while waiting.
 */
export function createRateLimiter(db: Db) {
  const queue = createKeyQueue();

  /** Seconds until every rule is under its limit again; 0 when it is now. */
  async function waitSeconds(executor: Executor, rules: RateRule[], now: number): Promise<number> {
    let wait = 0;
    for (const rule of rules) {
      const since = new Date(now - rule.windowSeconds * 1000);
      const inWindow = and(eq(loginFailures.key, rule.key), gt(loginFailures.at, since));
      const [counted] = await executor
        .select({ n: sql<number>`count(*)::int` })
        .from(loginFailures)
        .where(inWindow);
      const n = counted?.n ?? 0;
      if (n < rule.max) continue;
      // Under the limit again once the (n - max + 1) oldest events of the window have left it.
      const [freeing] = await executor
        .select({ at: loginFailures.at })
        .from(loginFailures)
        .where(inWindow)
        .orderBy(asc(loginFailures.at), asc(loginFailures.id))
        .offset(n - rule.max)
        .limit(1);
      const until = (freeing?.at.getTime() ?? now) + rule.windowSeconds * 1000;
      wait = Math.max(wait, Math.max(1, Math.ceil((until - now) / 1000)));
    }
    return wait;
  }

  /** Records one event per rule if every rule is under its limit, atomically; else the seconds to wait. */
  async function take(rules: RateRule[]): Promise<Taken | { retryAfterSeconds: number }> {
    if (rules.length === 0) return { ids: [] };
    const keys = [...new Set(rules.map((rule) => rule.key))].sort();
    return queue(keys, () =>
      db.transaction(async (tx) => {
        // Locks in one order, so two requests with overlapping keys never wait for each other in a cycle.
        for (const key of keys)
          await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
        const now = Date.now();
        const retryAfterSeconds = await waitSeconds(tx, rules, now);
        if (retryAfterSeconds > 0) return { retryAfterSeconds };
        const at = new Date(now);
        const rows = await tx
          .insert(loginFailures)
          .values(rules.map((rule) => ({ key: rule.key, at })))
          .returning({ id: loginFailures.id });
        return { ids: rows.map((row) => row.id) };
      }),
    );
  }

  return {
    /**
     * Takes one event of every rule in one atomic step, or refuses with `refusal` (default: the account
     * flows' 429), which carries the seconds until a retry can pass.
     */
    async take(
      rules: RateRule[],
      refusal: (retryAfterSeconds: number) => AppError = tooManyRequests,
    ): Promise<Taken> {
      const result = await take(rules);
      if ('retryAfterSeconds' in result) throw refusal(result.retryAfterSeconds);
      return result;
    },

    /** Refuses with 429 when a limit is reached, else counts the request against every rule. */
    async consume(rules: RateRule[]): Promise<void> {
      await this.take(rules);
    },

    /** Seconds until every rule is under its limit again (0: not limited); nothing is recorded. */
    limitedFor: (rules: RateRule[]): Promise<number> => waitSeconds(db, rules, Date.now()),

    /** Gives back events taken by a request that should not count (e.g. a login that succeeded). */
    async release(taken: Taken): Promise<void> {
      if (taken.ids.length > 0) await db.delete(loginFailures).where(inArray(loginFailures.id, taken.ids));
    },

    /** Forgets every event of a key (e.g. an account's failed logins after a successful one). */
    async clear(key: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.key, key));
    },

    /** Drops events older than any window (the purge in plugins/rate-limit.ts). */
    async purgeBefore(before: Date): Promise<void> {
      await db.delete(loginFailures).where(lt(loginFailures.at, before));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** The 429 of the account flows (the login keeps its own text about login attempts), with Retry-After. */
export function tooManyRequests(retryAfterSeconds?: number): AppError {
  return new AppError('too_many_requests', { userMessage: accountTexts.tooManyRequests, retryAfterSeconds });
}
