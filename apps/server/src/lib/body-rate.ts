import type { IncomingMessage } from 'node:http';

export type BodyRateLimit = {
  /** A body is too slow when fewer than `minBytes` arrive within `windowMs` while the server waits. */
  minBytes: number;
  windowMs: number;
};

type Watched = { since: number; base: number; onSlow: () => void };

/**
 * Watches the bodies of requests as they arrive, on one timer for all. Only time in which the server
 * waits for the client counts: while bytes the client sent lie unread in the request (the route has not
 * started reading, or the store writes slower than they arrive) the window starts again.
 */
export function createBodyRateWatch(limit: BodyRateLimit) {
  const watched = new Map<IncomingMessage, Watched>();
  const tickMs = Math.max(10, Math.floor(limit.windowMs / 5));
  let timer: NodeJS.Timeout | undefined;

  const bytesOf = (request: IncomingMessage) => request.socket.bytesRead;

  function tick() {
    const now = Date.now();
    for (const [request, entry] of watched) {
      if (request.complete || request.socket.destroyed) {
        watched.delete(request);
        continue;
      }
      if (request.readableLength > 0 || now - entry.since < limit.windowMs) {
        if (request.readableLength > 0) Object.assign(entry, { since: now, base: bytesOf(request) });
        continue;
      }
      if (bytesOf(request) - entry.base < limit.minBytes) {
        watched.delete(request);
        entry.onSlow();
        continue;
      }
      Object.assign(entry, { since: now, base: bytesOf(request) });
    }
    if (watched.size === 0) stopTimer();
  }

  function stopTimer() {
    if (timer) clearInterval(timer);
    timer = undefined;
  }

  return {
    /** Starts watching a request whose body is still to come; a request without a real socket is skipped. */
    watch(request: IncomingMessage, onSlow: () => void) {
      if (typeof request.socket?.bytesRead !== 'number' || request.complete) return;
      watched.set(request, { since: Date.now(), base: bytesOf(request), onSlow });
      if (!timer) {
        timer = setInterval(tick, tickMs);
        timer.unref();
      }
    },
    close() {
      watched.clear();
      stopTimer();
    },
  };
}
