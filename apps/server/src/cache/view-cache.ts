import { createAgencyIndex } from './agency-index';

/**
 * Read views per user (the serialized JSON of GET /api/users/me, of every cached page read, …) kept in
 * memory until something they were built from changes (ADR 008, ADR 330). Invalidation comes from the
 * change feed (`apply`, PostgreSQL LISTEN/NOTIFY or PGlite's in-process notifications) and from this
 * process's own writes (`dropUser`). A view is only stored when nothing that could touch it was
 * invalidated while it was being built, and only while the feed is live: without it, every read goes to
 * the database.
 *
 * Each user's views carry the agency they belong to (a customer's `agent_id`, an adviser's `agency_id`):
 * 'a:<agency>' (the agency's own rows) drops the views of its customers and advisers, 'w:<agency>' (a row
 * of one of its customers) only its advisers' (the workspace's lists show every customer).
 */
export type ViewCacheOptions = {
  maxUsers?: number;
  /** Views one user may hold (a URL's query makes many): past it the user's oldest goes. */
  maxViewsPerUser?: number;
  /** Characters all views may hold together: past it the longest unused users go. */
  maxBytes?: number;
  ttlMs?: number;
  now?: () => number;
};

/** Whose view: the user, the agency the view may show, and whether it is the workspace's (an adviser's). */
export type ViewOwner = { userId: number; agentId: number | null; workspace: boolean };

/** `until`: the answer's own end (a link that runs out), on the clock the caller reads by. */
type View = { value: string; storedAt: number; until: number; gzip?: Buffer };
type UserViews = { owner: ViewOwner; views: Map<string, View>; bytes: number };
type Build = { owner: ViewOwner; stale: boolean };
/** A running build (`begin`): its owner and whether an invalidation touched it. */
export type ViewBuild = { readonly owner: ViewOwner };

export type ViewCache = ReturnType<typeof createViewCache>;

const sizeOf = (view: View) => view.value.length + (view.gzip?.length ?? 0);

const FEED_PAYLOAD = /^([uaw]):(\d{1,10})$/;

export function createViewCache(options: ViewCacheOptions = {}) {
  const maxUsers = options.maxUsers ?? 10_000;
  const maxViewsPerUser = options.maxViewsPerUser ?? 256;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const ttlMs = options.ttlMs ?? 5 * 60_000;
  const now = options.now ?? Date.now;
  /** In order of last use: the first is dropped first. */
  const users = new Map<number, UserViews>();
  const agencies = createAgencyIndex();
  /** Builds running now: an invalidation that could touch one marks it stale (it is then not stored). */
  const builds = new Set<Build>();
  let bytes = 0;
  let live = false;
  const stats = { hits: 0, misses: 0, invalidations: 0 };

  function forget(userId: number) {
    const entry = users.get(userId);
    if (!entry) return;
    users.delete(userId);
    bytes -= entry.bytes;
    agencies.remove(entry.owner);
  }

  function clear() {
    for (const build of builds) build.stale = true;
    users.clear();
    agencies.clear();
    bytes = 0;
  }

  function dropUser(userId: number) {
    stats.invalidations += 1;
    for (const build of builds) if (build.owner.userId === userId) build.stale = true;
    forget(userId);
  }

  /** 'a:' drops the agency's customers and advisers, 'w:' its advisers only. */
  function dropAgency(agentId: number, advisersOnly: boolean) {
    stats.invalidations += 1;
    for (const build of builds) {
      const { owner } = build;
      // A customer's build whose agency is not known yet (users/me learns it from its rows) may show it.
      const shows = owner.agentId === agentId || (owner.agentId === null && !owner.workspace);
      if (shows && (owner.workspace || !advisersOnly)) build.stale = true;
    }
    for (const userId of agencies.members(agentId, advisersOnly)) forget(userId);
  }

  function read(userId: number, name: string, at: number): string | undefined {
    const entry = users.get(userId);
    const view = entry?.views.get(name);
    if (!entry || !view) return undefined;
    if (now() - view.storedAt > ttlMs || at >= view.until) {
      entry.views.delete(name);
      entry.bytes -= sizeOf(view);
      bytes -= sizeOf(view);
      return undefined;
    }
    // Last used goes last: the byte and user limits drop the longest unused first.
    users.delete(userId);
    users.set(userId, entry);
    return view.value;
  }

  function store(owner: ViewOwner, name: string, value: string, until: number) {
    let entry = users.get(owner.userId);
    // A user's views share one agency: a view that shows none (null) joins the user's; another agency
    // than the user's views had (a move, which the feed drops them for anyway) starts anew.
    const differs = (held: ViewOwner) =>
      held.workspace !== owner.workspace ||
      (owner.agentId !== null && held.agentId !== null && held.agentId !== owner.agentId);
    if (entry && differs(entry.owner)) {
      forget(owner.userId);
      entry = undefined;
    }
    if (!entry) {
      entry = { owner, views: new Map(), bytes: 0 };
      users.set(owner.userId, entry);
      agencies.add(entry.owner);
    } else if (entry.owner.agentId === null && owner.agentId !== null) {
      entry.owner = owner;
      agencies.add(owner);
    }
    const previous = entry.views.get(name);
    if (previous) entry.views.delete(name);
    const delta = value.length - (previous ? sizeOf(previous) : 0);
    entry.views.set(name, { value, storedAt: now(), until });
    entry.bytes += delta;
    bytes += delta;
    for (const [oldest, view] of entry.views) {
      if (entry.views.size <= maxViewsPerUser) break;
      entry.views.delete(oldest);
      entry.bytes -= sizeOf(view);
      bytes -= sizeOf(view);
    }
    shrink(owner.userId);
  }

  /** Oldest users first, never `keep` (the one just stored). */
  function shrink(keep: number) {
    for (const [userId] of users) {
      if (users.size <= maxUsers && bytes <= maxBytes) break;
      if (userId === keep) break;
      forget(userId);
    }
  }

  /** The gzip kept beside a view while the view is still `value`. */
  function gzipOf(userId: number, name: string, value: string): Buffer | undefined {
    const view = users.get(userId)?.views.get(name);
    return view?.value === value ? view.gzip : undefined;
  }

  /** Keeps `gzip` beside the view, if the view is still `value` (counted in the byte limit). */
  function keepGzip(userId: number, name: string, value: string, gzip: Buffer) {
    const entry = users.get(userId);
    const view = entry?.views.get(name);
    if (!entry || !view || view.value !== value || view.gzip) return;
    view.gzip = gzip;
    entry.bytes += gzip.length;
    bytes += gzip.length;
    shrink(userId);
  }

  /**
   * The kept view, counted as a hit or a miss (none while the feed is not live). `at`: the time an answer
   * kept `until` a moment is compared with (the app's clock). `counted` false: a session's kept state (ADR
   * 336), which is no page read and stays out of the hit counts.
   */
  function lookup(userId: number, name: string, at = 0, counted = true): string | undefined {
    const cached = live ? read(userId, name, at) : undefined;
    if (!counted) return cached;
    if (cached === undefined) stats.misses += 1;
    else stats.hits += 1;
    return cached;
  }

  /** A build starts: from now on an invalidation that could touch `owner` marks it stale. */
  function begin(owner: ViewOwner): ViewBuild {
    const running: Build = { owner, stale: false };
    builds.add(running);
    return running;
  }

  /**
   * The build's answer, kept if nothing touched it meanwhile (until `until` at most, on the clock `lookup`
   * is given); the build ends.
   */
  function keep(
    build: ViewBuild,
    name: string,
    value: string,
    options: { owner?: ViewOwner; until?: number } = {},
  ) {
    const running = build as Build;
    if (builds.delete(running) && live && !running.stale) {
      store(options.owner ?? running.owner, name, value, options.until ?? Number.POSITIVE_INFINITY);
    }
  }

  /** The build ends without an answer to keep (an error, an answer other than 200). */
  function end(build: ViewBuild) {
    builds.delete(build as Build);
  }

  return {
    lookup,
    begin,
    keep,
    end,
    gzipOf,
    keepGzip,

    /**
     * The cached view, or `build()`'s result (then kept if nothing touched it meanwhile). `build` may
     * answer `undefined`: nothing to keep (an answer other than 200), and `view` answers `undefined` too.
     */
    async view(
      owner: ViewOwner,
      name: string,
      build: () => Promise<string | undefined>,
    ): Promise<string | undefined> {
      const cached = lookup(owner.userId, name);
      if (cached !== undefined) return cached;
      const running = begin(owner);
      try {
        const value = await build();
        if (value !== undefined) keep(running, name, value);
        return value;
      } finally {
        end(running);
      }
    },

    /**
     * A customer's view that shows the agency `agentId` returns (null: none): dropped with that agency's
     * changes, too. For views whose agency is only known once built (users/me).
     */
    async get(
      userId: number,
      name: string,
      build: () => Promise<{ value: string; agentId: number | null }>,
    ): Promise<string> {
      const entry = users.get(userId);
      const agentId = entry && !entry.owner.workspace ? entry.owner.agentId : null;
      const cached = lookup(userId, name);
      if (cached !== undefined) return cached;
      const running = begin({ userId, agentId, workspace: false });
      try {
        const built = await build();
        keep(running, name, built.value, {
          owner: { userId, agentId: built.agentId ?? agentId, workspace: false },
        });
        return built.value;
      } finally {
        end(running);
      }
    },

    /**
     * A change-feed payload: 'u:<user id>', 'a:<agency id>', 'w:<agency id>' or anything else (drop
     * everything).
     */
    apply(payload: string) {
      const match = FEED_PAYLOAD.exec(payload);
      if (!match) {
        stats.invalidations += 1;
        clear();
        return;
      }
      const id = Number(match[2]);
      if (match[1] === 'u') dropUser(id);
      else dropAgency(id, match[1] === 'w');
    },

    dropUser,

    /** Feed state: while not live nothing is cached (notifications could be missed). */
    setLive(value: boolean) {
      live = value;
      clear();
    },

    get live() {
      return live;
    },

    stats() {
      return { ...stats, users: users.size, bytes };
    },
  };
}
