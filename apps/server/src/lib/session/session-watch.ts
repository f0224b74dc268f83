import type { FastifyBaseLogger } from 'fastify';
import type { ListenHandlers, StopListening } from '../../db/listen';
import type { SessionState } from './session-lookup';
import type { SessionContext } from './sessions';

/** The channel migration 0024 notifies with the id of a user whose access may have ended. */
export const SESSION_CHANNEL = 'kp_sessions';

type Options = {
  listen(channel: string, handlers: ListenHandlers): Promise<StopListening>;
  lookup(userId: number, sessionId: string, jti: string): Promise<SessionState | null>;
  log: FastifyBaseLogger;
  now?: () => number;
};

/** A stream's way out (modules/chat's event stream); `write` may be held, `end` ends it for good. */
export type WatchedSink = { write(chunk: string): void; end(): void; backlog(): number };

type Watched = {
  session: SessionContext;
  sink: WatchedSink;
  expiry: NodeJS.Timeout;
  /** Chunks written while the session is being checked (null: none is running, they go out at once). */
  held: string[] | null;
  checks: number;
};

/** Whether the session still opens its routes; a rotated (denied) token of a running session still counts. */
const holds = (session: SessionContext, state: SessionState | null) =>
  state?.active === true &&
  !state.ended &&
  state.sessionUser === session.userId &&
  state.role === session.role &&
  state.agencyId === session.agencyId;

/**
 * Ends what lives longer than one request (the event streams) when its session ends (issue 27, ADR 036):
 * at the token's expiry by timer, and on logout, password change, reset, deactivation or deletion as soon
 * as the session feed (LISTEN kp_sessions, every process) names the user: their sessions are read again
 * and every one that no longer holds is ended. While the feed is down nothing can be watched: every
 * watched stream ends (the clients reconnect and are checked afresh) and `live` is false.
 */
export async function createSessionWatch(options: Options) {
  const now = options.now ?? Date.now;
  const byUser = new Map<number, Set<Watched>>();
  let live = false;

  function forget(watched: Watched) {
    clearTimeout(watched.expiry);
    const set = byUser.get(watched.session.userId);
    set?.delete(watched);
    if (set?.size === 0) byUser.delete(watched.session.userId);
  }

  function endWatched(watched: Watched) {
    forget(watched);
    watched.held = null;
    watched.sink.end();
  }

  /** Holds the stream's output from now until the session is read again: nothing goes out after its end. */
  async function check(watched: Watched) {
    watched.held ??= [];
    watched.checks += 1;
    const { userId, sessionId, jti } = watched.session;
    let ok = false;
    try {
      ok = holds(watched.session, await options.lookup(userId, sessionId, jti));
    } catch (error) {
      // Unknown whether it holds: end it; the client comes back and is checked like any request.
      options.log.warn({ err: error }, 'session watch: check failed');
    }
    watched.checks -= 1;
    if (!ok) return endWatched(watched);
    if (watched.checks > 0 || !watched.held) return;
    const held = watched.held;
    watched.held = null;
    for (const chunk of held) watched.sink.write(chunk);
  }

  function recheckUser(userId: number) {
    const set = byUser.get(userId);
    if (set) for (const watched of [...set]) void check(watched);
  }

  function endAllWatched() {
    for (const set of [...byUser.values()]) for (const watched of [...set]) endWatched(watched);
  }

  const stop = await options.listen(SESSION_CHANNEL, {
    notify(payload) {
      if (/^\d{1,10}$/.test(payload)) recheckUser(Number(payload));
    },
    state(next) {
      live = next;
      if (!next) endAllWatched();
    },
  });

  return {
    /** Whether sessions can be watched now (else a stream must not open: 503, the client retries). */
    get live() {
      return live;
    },

    /**
     * The one place a stream ends with its session: returns `sink` guarded — ended when `session` ends
     * or its token expires, its output held while the session is read again (so nothing reaches a
     * session that has ended) — and `stop`, to call when the stream closes for another reason. Checks
     * the session once at the start, so an end between the request's own check and this call counts.
     */
    endWhenSessionEnds(session: SessionContext, sink: WatchedSink): { sink: WatchedSink; stop(): void } {
      const watched: Watched = {
        session,
        sink,
        expiry: setTimeout(() => endWatched(watched), Math.max(0, session.exp * 1000 - now())),
        held: null,
        checks: 0,
      };
      watched.expiry.unref();
      let set = byUser.get(session.userId);
      if (!set) {
        set = new Set();
        byUser.set(session.userId, set);
      }
      set.add(watched);
      void check(watched);
      return {
        sink: {
          write(chunk) {
            if (watched.held) watched.held.push(chunk);
            else sink.write(chunk);
          },
          end: () => endWatched(watched),
          backlog: () => sink.backlog(),
        },
        stop: () => forget(watched),
      };
    },

    get watched() {
      let count = 0;
      for (const set of byUser.values()) count += set.size;
      return count;
    },

    async close() {
      endAllWatched();
      await stop();
    },
  };
}

export type SessionWatch = Awaited<ReturnType<typeof createSessionWatch>>;
