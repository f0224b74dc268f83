import { describe, expect, it } from 'vitest';
import { checkTimers } from './helpers/timers-restored.setup';

describe("a file's replaced timers are found and put back (the shared worker's guard)", () => {
  it('names what was replaced, restores it, and passes again after', () => {
    const realSetTimeout = globalThis.setTimeout;
    const realDate = globalThis.Date;
    globalThis.setTimeout = (() => 0) as unknown as typeof setTimeout;
    globalThis.Date = class extends Date {} as DateConstructor;
    expect(() => checkTimers('in this test')).toThrow(
      'setTimeout, Date replaced in this test (fake timers or a spy on them not restored)',
    );
    expect(globalThis.setTimeout).toBe(realSetTimeout);
    expect(globalThis.Date).toBe(realDate);
    expect(() => checkTimers('in this test')).not.toThrow();
  });
});
