import type { IncomingMessage } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBodyRateWatch } from '../../src/lib/body-rate';

/** A request as the watch sees it: bytes read from its socket, bytes unread in it, and whether it ended. */
function fakeRequest() {
  const request = { socket: { bytesRead: 500, destroyed: false }, readableLength: 0, complete: false };
  return { request, raw: request as unknown as IncomingMessage };
}

const limit = { minBytes: 1024, windowMs: 1000 };

describe('createBodyRateWatch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls a body slow once fewer than minBytes arrived within the window, and only once', () => {
    const watch = createBodyRateWatch(limit);
    const { request, raw } = fakeRequest();
    const onSlow = vi.fn();
    watch.watch(raw, onSlow);
    request.socket.bytesRead += 1000;
    vi.advanceTimersByTime(999);
    expect(onSlow).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onSlow).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(onSlow).toHaveBeenCalledTimes(1);
  });

  it('keeps a body whose bytes arrive at the minimum rate, window after window', () => {
    const watch = createBodyRateWatch(limit);
    const { request, raw } = fakeRequest();
    const onSlow = vi.fn();
    watch.watch(raw, onSlow);
    for (let second = 0; second < 10; second += 1) {
      request.socket.bytesRead += 1024;
      vi.advanceTimersByTime(1000);
    }
    expect(onSlow).not.toHaveBeenCalled();
    request.complete = true;
    vi.advanceTimersByTime(5000);
    expect(onSlow).not.toHaveBeenCalled();
    watch.close();
  });

  it('does not count the time the server leaves sent bytes unread (its own slowness)', () => {
    const watch = createBodyRateWatch(limit);
    const { request, raw } = fakeRequest();
    const onSlow = vi.fn();
    watch.watch(raw, onSlow);
    request.readableLength = 16 * 1024;
    vi.advanceTimersByTime(10_000);
    expect(onSlow).not.toHaveBeenCalled();
    // Read at last: from now on the client has a window of its own.
    request.readableLength = 0;
    vi.advanceTimersByTime(800);
    expect(onSlow).not.toHaveBeenCalled();
    vi.advanceTimersByTime(400);
    expect(onSlow).toHaveBeenCalledTimes(1);
  });

  it('skips a request without a real socket (app.inject) and one whose body has arrived', () => {
    const watch = createBodyRateWatch(limit);
    const onSlow = vi.fn();
    watch.watch({ socket: {}, complete: false } as unknown as IncomingMessage, onSlow);
    const { request, raw } = fakeRequest();
    request.complete = true;
    watch.watch(raw, onSlow);
    vi.advanceTimersByTime(10_000);
    expect(onSlow).not.toHaveBeenCalled();
  });
});
