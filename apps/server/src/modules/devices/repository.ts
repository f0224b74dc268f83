import { SESSION_TOUCH_MINUTES } from '@kundenportal/domain/devices/devices-api';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';

/** The last use as far as the database knows it (`last_used_at` is written every few minutes at most). */
const lastUse = sql<Date>`coalesce(${sessions.lastUsedAt}, ${sessions.createdAt})`;

/**
 * The customer's sessions (issue 32, ADR 213), always scoped by the session's user id. Ending one sets
 * `ended_at`: its tokens are refused from the next request on, and the session feed (migration 0024) ends
 * its open event streams.
 */
export function createDevicesRepository(db: Db) {
  /** Not ended, not past the absolute end, and its last token may still be alive (idle + touch interval). */
  const open = (userId: number, idleSeconds: number) =>
    and(
      eq(sessions.userId, userId),
      isNull(sessions.endedAt),
      gt(sessions.absoluteExpiresAt, sql`now()`),
      gt(lastUse, sql`now() - make_interval(secs => ${idleSeconds + SESSION_TOUCH_MINUTES * 60})`),
    );

  return {
    async list(userId: number, idleSeconds: number) {
      return db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          lastUsedAt: lastUse,
          absoluteExpiresAt: sessions.absoluteExpiresAt,
        })
        .from(sessions)
        .where(open(userId, idleSeconds))
        .orderBy(desc(lastUse), desc(sessions.createdAt));
    },

    /** Whether `sessionId` is an open session of the customer (the path's 404). */
    async isOpen(userId: number, sessionId: string, idleSeconds: number): Promise<boolean> {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.id, sessionId), open(userId, idleSeconds)));
      return row !== undefined;
    },

    /** False when it was ended meanwhile. */
    async end(userId: number, sessionId: string): Promise<boolean> {
      const ended = await db
        .update(sessions)
        .set({ endedAt: sql`now()` })
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.endedAt)))
        .returning({ id: sessions.id });
      return ended.length > 0;
    },

    /** Ends every session of the customer but `keepSessionId`; how many were still open. */
    async endOthers(userId: number, keepSessionId: string, idleSeconds: number): Promise<number> {
      const ended = await db
        .update(sessions)
        .set({ endedAt: sql`now()` })
        .where(and(open(userId, idleSeconds), ne(sessions.id, keepSessionId)))
        .returning({ id: sessions.id });
      return ended.length;
    },
  };
}

export type DevicesRepository = ReturnType<typeof createDevicesRepository>;
