import type { ViewCache, ViewOwner } from '../../cache/view-cache';
import type { SessionState } from './session-lookup';

/** The longest a session's state is kept (ADR 336); never longer than a rotated token's grace. */
export const SESSION_KEEP_MS = 5000;

type Lookup = (userId: number, sessionId: string, jti: string) => Promise<SessionState | null>;

/** Whether the state lets the request through as far as the session goes (the role is the route's). */
const admits = (state: SessionState, userId: number) =>
  state.active && state.sessionUser === userId && !state.ended && !state.denied && !state.stale;

/** The owner the user's other views have (cache/cached-reads.ts): the agency they may show. */
const ownerOf = (state: SessionState, userId: number): ViewOwner =>
  state.role === 'adviser'
    ? { userId, agentId: state.agencyId, workspace: true }
    : { userId, agentId: state.user?.agentId ?? null, workspace: false };

const serialize = (state: SessionState) =>
  JSON.stringify({
    ...state,
    user: state.user && { ...state.user, avatarUpdatedAt: state.user.avatarUpdatedAt?.getTime() ?? null },
  });

function revive(text: string): SessionState {
  const state = JSON.parse(text) as SessionState & { user?: { avatarUpdatedAt: number | null } };
  const user = state.user;
  return {
    ...state,
    ...(user && {
      user: {
        ...user,
        avatarUpdatedAt: user.avatarUpdatedAt === null ? null : new Date(user.avatarUpdatedAt),
      },
    }),
  } as SessionState;
}

/**
 * The auth check's lookup with the session's state kept beside the user's read views (ADR 336): a state
 * that lets the request through is kept for up to `keepMs` and dropped as the user's views are, by the
 * change feed (a session ended or touched, the account changed: `sessions` and `users` rows are in it) and
 * by this process's own writes; while the feed is not live nothing is kept. A kept state never outlasts its
 * token's denial (a rotation's grace end). A refusal is never kept: the next request asks again.
 */
export function keptSessionLookup(options: {
  lookup: Lookup;
  /** The view cache, once the app has one. */
  cache: () => ViewCache | undefined;
  keepMs: number;
  now?: () => number;
}): Lookup {
  const now = options.now ?? Date.now;
  return async (userId, sessionId, jti) => {
    const cache = options.keepMs > 0 ? options.cache() : undefined;
    if (!cache) return options.lookup(userId, sessionId, jti);
    const name = `session:${sessionId}:${jti}`;
    const at = now();
    const kept = cache.lookup(userId, name, at, false);
    if (kept !== undefined) return revive(kept);
    // Any change of the user's or an agency's rows while the lookup runs marks the build stale.
    const build = cache.begin({ userId, agentId: null, workspace: false });
    try {
      const state = await options.lookup(userId, sessionId, jti);
      if (state && admits(state, userId)) {
        const until = Math.min(at + options.keepMs, state.deniedAtMs ?? Number.POSITIVE_INFINITY);
        cache.keep(build, name, serialize(state), { owner: ownerOf(state, userId), until });
      }
      return state;
    } finally {
      cache.end(build);
    }
  };
}
