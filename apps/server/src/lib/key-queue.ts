/**
 * Runs tasks one at a time per key within this process: a task waits for every earlier task that shares
 * one of its keys. Keys are taken in sorted order, so two tasks never wait for each other in a cycle.
 * The rate limiter queues here before it takes a database connection: a burst on one key then waits in
 * memory instead of holding the pool's connections while they wait for the key's database lock.
 */
export function createKeyQueue() {
  const tails = new Map<string, Promise<void>>();

  async function enter(key: string): Promise<() => void> {
    const previous = tails.get(key) ?? Promise.resolve();
    let leave = () => {};
    const done = new Promise<void>((resolve) => {
      leave = resolve;
    });
    const tail = previous.then(() => done);
    tails.set(key, tail);
    await previous;
    return () => {
      leave();
      if (tails.get(key) === tail) tails.delete(key);
    };
  }

  return async function run<T>(keys: string[], task: () => Promise<T>): Promise<T> {
    const leaves: (() => void)[] = [];
    try {
      for (const key of [...new Set(keys)].sort()) leaves.push(await enter(key));
      return await task();
    } finally {
      for (const leave of leaves) leave();
    }
  };
}
