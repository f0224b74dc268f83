import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/app-error';
import { createRateLimiter, type RateRule } from '../../src/lib/rate-limiter';
import { getDatabase } from '../helpers/database';

/** Two limiters on one database, as two server processes have (each with its own in-memory queue). */
async function twoProcesses() {
  const { db } = await getDatabase();
  return [createRateLimiter(db), createRateLimiter(db)] as const;
}

const rule = (max: number, windowSeconds = 3600): RateRule => ({
  key: `test:${randomUUID()}`,
  max,
  windowSeconds,
});

/** Fulfilled and refused takes; every refusal is the 429 with the seconds to wait. */
async function settle(attempts: Promise<unknown>[]) {
  const results = await Promise.allSettled(attempts);
  const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
  for (const error of refused) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(429);
  }
  return {
    taken: results.length - refused.length,
    waits: refused.map((error) => (error as AppError).retryAfterSeconds ?? 0),
  };
}

// Issue 27, item 30: every limit (consume) counts and checks in one step, across processes too.
describe('rate limiter (lib/rate-limiter.ts)', () => {
  it('lets exactly the limit through of 60 parallel requests spread over two processes', async () => {
    const [a, b] = await twoProcesses();
    const limit = rule(10, 600);
    const { taken, waits } = await settle(
      Array.from({ length: 60 }, (_, i) => (i % 2 === 0 ? a : b).consume([limit])),
    );
    expect(taken).toBe(10);
    expect(waits).toHaveLength(50);
    expect(waits.every((seconds) => seconds >= 1 && seconds <= 600)).toBe(true);
  });

  it('counts a request against every rule at once, with overlapping keys in any order and no deadlock', async () => {
    const [a, b] = await twoProcesses();
    const perUser = rule(7);
    const perAddress = rule(100);
    const { taken } = await settle(
      Array.from({ length: 60 }, (_, i) =>
        i % 2 === 0 ? a.consume([perUser, perAddress]) : b.consume([perAddress, perUser]),
      ),
    );
    expect(taken).toBe(7);
    // Refused requests counted against no rule: the address has exactly the 7 taken ones.
    const { taken: more } = await settle(Array.from({ length: 100 }, () => a.consume([perAddress])));
    expect(more).toBe(93);
  });

  it('keeps the boundary: max requests pass, the next one is refused; a released one is given back', async () => {
    const [a] = await twoProcesses();
    const limit = rule(3);
    await a.consume([limit]);
    await a.consume([limit]);
    const third = await a.take([limit]);
    await expect(a.consume([limit])).rejects.toMatchObject({ status: 429 });
    await a.release(third);
    await a.consume([limit]);
    await expect(a.consume([limit])).rejects.toMatchObject({ status: 429 });
  });

  it('says when a full window frees its oldest event (Retry-After)', async () => {
    const [a] = await twoProcesses();
    const limit = rule(2, 90);
    await a.consume([limit]);
    await a.consume([limit]);
    expect(await a.limitedFor([limit])).toBeGreaterThanOrEqual(89);
    const { waits } = await settle([a.consume([limit])]);
    expect(waits[0]).toBeGreaterThanOrEqual(89);
    expect(waits[0]).toBeLessThanOrEqual(90);
    expect(await a.limitedFor([rule(2, 90)])).toBe(0);
  });
});
