/**
 * Temporary objects whose removal failed because the store was unreachable (an upload refused during an
 * outage): removed again, pausing `firstMs`, then twice as long up to `maxMs`, until the store answers.
 * Without this they stayed until the stale-upload sweep an hour later. At most `maxKeys` are kept: past
 * that (a long outage under many uploads), the sweep is their way out. The timer never holds the process.
 */
export type LeftoverRemovals = {
  /** Removes the object now, or later when that fails; never throws. */
  remove(objectKey: string): Promise<void>;
  readonly pending: number;
};

export function createLeftoverRemovals(
  removeNow: (objectKey: string) => Promise<void>,
  options: { firstMs?: number; maxMs?: number; maxKeys?: number } = {},
): LeftoverRemovals {
  const firstMs = options.firstMs ?? 1000;
  const maxMs = options.maxMs ?? 10_000;
  const maxKeys = options.maxKeys ?? 10_000;
  const pending = new Set<string>();
  let pause = firstMs;
  let timer: NodeJS.Timeout | undefined;

  const schedule = () => {
    if (timer || pending.size === 0) return;
    timer = setTimeout(() => void retry(), pause);
    timer.unref();
  };

  async function retry() {
    timer = undefined;
    for (const key of [...pending]) {
      try {
        await removeNow(key);
        pending.delete(key);
      } catch {
        // Still unreachable: the rest would fail the same way.
        pause = Math.min(pause * 2, maxMs);
        schedule();
        return;
      }
    }
    pause = firstMs;
  }

  return {
    async remove(objectKey) {
      try {
        await removeNow(objectKey);
      } catch {
        if (pending.size >= maxKeys) return;
        pending.add(objectKey);
        schedule();
      }
    },
    get pending() {
      return pending.size;
    },
  };
}
