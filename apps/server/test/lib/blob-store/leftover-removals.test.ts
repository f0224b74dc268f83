import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLeftoverRemovals } from '../../../src/lib/blob-store/leftover-removals';

/** A store that is down until `up` is set; it records what it removed. */
function flakyStore() {
  const state = { up: false, removed: [] as string[], tries: 0 };
  const removeNow = async (key: string) => {
    state.tries += 1;
    if (!state.up) throw new Error('connect ECONNREFUSED');
    state.removed.push(key);
  };
  return { state, removeNow };
}

describe('temporary objects whose removal failed', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are removed once the store answers again, with growing pauses meanwhile', async () => {
    const { state, removeNow } = flakyStore();
    const leftovers = createLeftoverRemovals(removeNow, { firstMs: 1000, maxMs: 4000 });
    await leftovers.remove('tmp/a');
    await leftovers.remove('tmp/b');
    expect(leftovers.pending).toBe(2);
    expect(state.tries).toBe(2);

    // Pauses 1 s, 2 s, 4 s, 4 s: one try each while down (the rest would fail the same way).
    await vi.advanceTimersByTimeAsync(999);
    expect(state.tries).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.tries).toBe(3);
    await vi.advanceTimersByTimeAsync(2000);
    expect(state.tries).toBe(4);
    await vi.advanceTimersByTimeAsync(4000);
    expect(state.tries).toBe(5);
    await vi.advanceTimersByTimeAsync(3999);
    expect(state.tries).toBe(5);

    state.up = true;
    await vi.advanceTimersByTimeAsync(1);
    expect(state.removed).toEqual(['tmp/a', 'tmp/b']);
    expect(leftovers.pending).toBe(0);
    // Nothing left: no more tries.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(state.tries).toBe(7);
  });

  it('removes at once when the store answers, and never throws', async () => {
    const { state, removeNow } = flakyStore();
    state.up = true;
    const leftovers = createLeftoverRemovals(removeNow);
    await expect(leftovers.remove('tmp/a')).resolves.toBeUndefined();
    expect(state.removed).toEqual(['tmp/a']);
    expect(leftovers.pending).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps at most maxKeys; one more is left to the stale-upload sweep', async () => {
    const { state, removeNow } = flakyStore();
    const leftovers = createLeftoverRemovals(removeNow, { maxKeys: 3 });
    for (const key of ['tmp/1', 'tmp/2', 'tmp/3']) await leftovers.remove(key);
    expect(leftovers.pending).toBe(3);
    await expect(leftovers.remove('tmp/4')).resolves.toBeUndefined();
    expect(leftovers.pending).toBe(3);
    state.up = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(state.removed).toEqual(['tmp/1', 'tmp/2', 'tmp/3']);
  });
});

describe('the wait for the next try', () => {
  // Real timers, and no spy on setTimeout: a file's timers must not outlive it in the shared worker.
  it('does not keep the process alive', async () => {
    const { state, removeNow } = flakyStore();
    const leftovers = createLeftoverRemovals(removeNow, { firstMs: 60_000 });
    const holding = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
    const before = holding();
    await leftovers.remove('tmp/a');
    expect(leftovers.pending).toBe(1);
    // The retry's timer is armed but unreferenced: it is not among what keeps the loop alive.
    expect(holding()).toBe(before);
    // When it fires later in this worker, the removal succeeds and nothing is armed again.
    state.up = true;
  });
});
