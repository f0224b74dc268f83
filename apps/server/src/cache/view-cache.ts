/**
 * Read views per customer (the serialized JSON of GET /api/users/me, GET /api/persons, …) kept in memory
 * until something they were built from changes (ADR 008). Invalidation comes from the change feed
 * (`apply`, PostgreSQL LISTEN/NOTIFY or PGlite's in-process notifications) and from this process's own
 * writes (`dropUser`). A view is only stored when nothing was invalidated while it was being built (the
 * version check), and only while the feed is live: without it, every read goes to the database.
 */
export type ViewCacheOptions = { maxUsers?: number; ttlMs?: number; now?: () => number };

type View = { value: string; storedAt: number; agentId: number | null };

export type ViewCache = ReturnType<typeof createViewCache>;

export function createViewCache(options: ViewCacheOptions = {}) {
  const maxUsers = options.maxUsers ?? 10_000;
  const ttlMs = options.ttlMs ?? 5 * 60_000;
  const now = options.now ?? Date.now;
  const users = new Map<number, Map<string, View>>();
  let version = 0;
  let live = false;
  const stats = { hits: 0, misses: 0, invalidations: 0 };

  function clear() {
    version += 1;
    users.clear();
  }

  function dropUser(userId: number) {
    version += 1;
    stats.invalidations += 1;
    users.delete(userId);
  }

  function dropAgent(agentId: number) {
    version += 1;
    stats.invalidations += 1;
    for (const views of users.values()) {
      for (const [name, view] of views) if (view.agentId === agentId) views.delete(name);
    }
  }

  function read(userId: number, name: string): string | undefined {
    const views = users.get(userId);
    const view = views?.get(name);
    if (!view) return undefined;
    if (now() - view.storedAt > ttlMs) {
      views?.delete(name);
      return undefined;
    }
    return view.value;
  }

  function store(userId: number, agentId: number | null, name: string, value: string) {
    let views = users.get(userId);
    if (!views) {
      if (users.size >= maxUsers) {
        const oldest = users.keys().next();
        if (!oldest.done) users.delete(oldest.value);
      }
      views = new Map();
      users.set(userId, views);
    }
    views.set(name, { value, storedAt: now(), agentId });
  }

  return {
    /**
     * The cached view, or `build()`'s result (then cached if still current). `build` returns the view
     * and the adviser it shows (null if none), so a change of the adviser drops it too.
     */
    async get(
      userId: number,
      name: string,
      build: () => Promise<{ value: string; agentId: number | null }>,
    ): Promise<string> {
      const cached = live ? read(userId, name) : undefined;
      if (cached !== undefined) {
        stats.hits += 1;
        return cached;
      }
      stats.misses += 1;
      const started = version;
      const built = await build();
      if (live && version === started) store(userId, built.agentId, name, built.value);
      return built.value;
    },

    /** A change-feed payload: 'u:<user id>', 'a:<agent id>' or anything else (drop everything). */
    apply(payload: string) {
      const match = /^([ua]):(\d{1,10})$/.exec(payload);
      if (!match) {
        stats.invalidations += 1;
        clear();
      } else if (match[1] === 'u') dropUser(Number(match[2]));
      else dropAgent(Number(match[2]));
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
      return { ...stats, users: users.size };
    },
  };
}
