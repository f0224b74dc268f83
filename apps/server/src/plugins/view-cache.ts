import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cachedReads } from '../cache/cached-reads';
import { createViewCache, type ViewCache } from '../cache/view-cache';

/** The channel the database triggers of migration 0003 notify. */
export const CHANGE_CHANNEL = 'kp_changes';
const SYNC_PREFIX = 'sync:';
const SYNC_TIMEOUT_MS = 2000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's 200 answer is kept per user, session, day and URL until a row it was built from changes
     * (ADR 330, cache/cached-reads.ts). Its hooks (session, rights) run on every request; the handler only
     * on a miss. Only for handlers without side effects whose answer depends on nothing else.
     */
    cachedRead?: boolean;
  }
  interface FastifyInstance {
    viewCache: ViewCache;
    /** The paths of the routes with `cachedRead` (as registered: `/api/persons/:id`). */
    cachedReadRoutes: ReadonlySet<string>;
    /**
     * Resolves once every change committed before the call has reached this process's cache (a marker
     * sent through the same channel comes back after them). For tests that write past the API.
     */
    syncChanges(): Promise<void>;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cached read views (ADR 008) with invalidation by the change feed. A customer's own write is also
 * dropped from this process's cache before its response goes out, so the next read shows it at once;
 * other processes hear it from the feed.
 */
export const viewCachePlugin = fp(
  async (app: FastifyInstance) => {
    const { database } = app;
    const cache = createViewCache();
    const pendingSyncs = new Map<string, () => void>();
    const stop = await database.listen(CHANGE_CHANNEL, {
      notify(payload) {
        if (payload.startsWith(SYNC_PREFIX)) {
          pendingSyncs.get(payload)?.();
          return;
        }
        cache.apply(payload);
      },
      state: (live) => cache.setLive(live),
    });
    app.addHook('onClose', async () => {
      for (const resolve of pendingSyncs.values()) resolve();
      await stop();
    });

    app.decorate('viewCache', cache);
    app.decorate('cachedReadRoutes', cachedReads(app, cache));
    app.decorate('syncChanges', async () => {
      if (!cache.live) return;
      const marker = `${SYNC_PREFIX}${randomUUID()}`;
      const heard = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, SYNC_TIMEOUT_MS);
        pendingSyncs.set(marker, () => {
          clearTimeout(timer);
          pendingSyncs.delete(marker);
          resolve();
        });
      });
      await database.db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${marker})`);
      await heard;
    });

    // A write's other users (the customer an adviser answered, the agency's workspace) and its user's other
    // sessions hear it through the feed, which on PostgreSQL arrives a moment after the commit: the answer
    // waits for it, so the next read in this process shows the write (ADR 330). Writes answered in the same
    // round share one marker.
    let waiting: (() => void)[] = [];
    const heardWrites = () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (waiting.length > 1) return;
        setImmediate(() => {
          const batch = waiting;
          waiting = [];
          // A database gone meanwhile fails the write's next step, not this answer.
          void app
            .syncChanges()
            .catch(() => {})
            .then(() => {
              for (const done of batch) done();
            });
        });
      });

    app.addHook('onSend', async (request, reply, payload) => {
      if (READS.has(request.method)) return payload;
      if (request.session) cache.dropUser(request.session.userId);
      // A login or an activation writes too (a new session shows on the devices page).
      if (database.kind === 'postgres' && reply.statusCode < 400) await heardWrites();
      return payload;
    });
  },
  { name: 'view-cache', dependencies: ['database'] },
);
