import { accountTexts } from '@kundenportal/domain/texts/account';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';
import { AppError } from './app-error';

/** One limit: at most `max` events for `key` within `windowSeconds`. */
export type RateRule = { key: string; max: number; windowSeconds: number };

/**
 * A rate limiter shared by every process, with the database as its memory: each allowed request is an
 * event row in `login_failures` (the table is a generic event log keyed by a string; login failures
 * use the keys `account:<email>` and `ip:<address>`, this limiter `<bucket>:<kind>:<value>`, e.g.
 * `smstoken:phone:4917612345678`). Old rows are purged by plugins/rate-limit.ts.
 *
 * Counting and recording are two statements, so under a burst of parallel requests a limit can be
 * overshot by the number of requests in flight; for limits meant against abuse, not for billing, that is
 * accepted. A refused request is not recorded, so a client that waits out the window gets through.
 */
export function createRateLimiter(db: Db) {
  async function count(rule: RateRule): Promise<number> {
    const since = new Date(Date.now() - rule.windowSeconds * 1000);
    const rows = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, rule.key), gt(loginFailures.at, since)));
    return rows[0]?.n ?? 0;
  }

  return {
    /** Whether any rule's limit is reached (nothing is recorded). */
    async isLimited(rules: RateRule[]): Promise<boolean> {
      const counts = await Promise.all(rules.map(count));
      return counts.some((n, i) => n >= (rules[i]?.max ?? Infinity));
    },

    /** Records one event per rule's key. */
    async record(rules: RateRule[]): Promise<void> {
      if (rules.length > 0) await db.insert(loginFailures).values(rules.map((rule) => ({ key: rule.key })));
    },

    /** Forgets every event of a key (e.g. an account's failed logins after a successful one). */
    async clear(key: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.key, key));
    },

    /** Drops events older than any window (the purge in plugins/rate-limit.ts). */
    async purgeBefore(before: Date): Promise<void> {
      await db.delete(loginFailures).where(lt(loginFailures.at, before));
    },

    /** Refuses with 429 when a limit is reached, else records the request against every rule. */
    async consume(rules: RateRule[]): Promise<void> {
      if (await this.isLimited(rules)) throw tooManyRequests();
      await this.record(rules);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** The 429 of the account flows (the login keeps its own text about login attempts). */
export function tooManyRequests(): AppError {
  return new AppError('too_many_requests', { userMessage: accountTexts.tooManyRequests });
}
