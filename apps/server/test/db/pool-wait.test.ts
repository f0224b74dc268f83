import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { trackPoolWait } from '../../src/db/pool-wait';

type Callback = (error: Error | undefined, client: pg.PoolClient, done: () => void) => void;

/** A pool of one connection (pg-pool's two ways to ask: a callback, as `pool.query` asks, or a promise). */
function onePool() {
  const queue: (() => void)[] = [];
  let busy = false;
  const client = { release: () => {} } as unknown as pg.PoolClient;
  const take = () =>
    new Promise<void>((resolve) => {
      if (!busy) {
        busy = true;
        resolve();
      } else queue.push(resolve);
    });
  const pool = {
    connect(callback?: Callback) {
      const taken = take().then(() => client);
      if (!callback) return taken;
      void taken.then((got) => callback(undefined, got, () => {}));
      return undefined;
    },
  } as unknown as pg.Pool;
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else busy = false;
  };
  return { pool, release };
}

describe('trackPoolWait: how long the oldest checkout still unanswered has waited', () => {
  it('is 0 without waiters, grows while the oldest waits, follows the next oldest, and is 0 again after', async () => {
    const { pool, release } = onePool();
    let clock = 1000;
    const oldestWaitMs = trackPoolWait(pool, () => clock);
    expect(oldestWaitMs()).toBe(0);

    await pool.connect();
    expect(oldestWaitMs()).toBe(0);
    const first = pool.connect();
    clock += 40;
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    pool.connect(() => answer());
    clock += 10;
    expect(oldestWaitMs()).toBe(50);

    release();
    await first;
    // The callback's checkout is now the oldest: asked 40 ms after the first.
    expect(oldestWaitMs()).toBe(10);

    release();
    await answered;
    expect(oldestWaitMs()).toBe(0);
  });
});
