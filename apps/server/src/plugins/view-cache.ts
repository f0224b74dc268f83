import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createViewCache, type ViewCache } from '../cache/view-cache';

/** The channel the database triggers of migration 0003 notify. */
export const CHANGE_CHANNEL = 'kp_changes';
const SYNC_PREFIX = 'sync:';
const SYNC_TIMEOUT_MS = 2000;

declare module 'fastify' {
  interface FastifyInstance {
    viewCache: ViewCache;
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

    app.addHook('onSend', async (request, _reply, payload) => {
      if (request.session && !READS.has(request.method)) cache.dropUser(request.session.userId);
      return payload;
    });
  },
  { name: 'view-cache', dependencies: ['database'] },
);
