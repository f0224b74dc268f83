import { performance } from 'node:perf_hooks';
import type pg from 'pg';

/**
 * How long the oldest unanswered checkout of a PostgreSQL pool has waited (ms; 0 when none waits). The count
 * of waiters alone does not tell a stalled pool from a burst: after a pause of the process ~150 requests ask
 * at once, and their one-millisecond statements clear the queue in a few milliseconds (ADR 338). Every
 * checkout goes through `connect` (`pool.query` too), so wrapping it sees each one, in the order asked.
 */
export function trackPoolWait(pool: pg.Pool, now: () => number = () => performance.now()): () => number {
  const asked = new Map<number, number>();
  let next = 0;
  const connect = pool.connect.bind(pool) as (
    callback?: (error: Error | undefined, client: pg.PoolClient, done: (release?: unknown) => void) => void,
  ) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((callback?: Parameters<typeof connect>[0]) => {
    const id = next++;
    asked.set(id, now());
    if (callback)
      return connect((error, client, done) => {
        asked.delete(id);
        callback(error, client, done);
      });
    return (connect() as Promise<pg.PoolClient>).finally(() => asked.delete(id));
  }) as typeof pool.connect;
  return () => {
    // A Map iterates in insertion order: the first entry left is the oldest checkout still waiting.
    const oldest = asked.values().next();
    return oldest.done ? 0 : now() - oldest.value;
  };
}
