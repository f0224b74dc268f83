import { randomUUID } from 'node:crypto';
import { SESSION_TOUCH_MINUTES } from '@kundenportal/domain/devices/devices-api';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deniedTokens, sessions } from '../../db/schema';
import { createSessionLookup } from './session-lookup';
import { nowSeconds, type TokenService } from './tokens';

export type Role = 'customer' | 'adviser';

/** A user agent is kept to this length (they are a few hundred characters; a longer one is no browser's). */
const USER_AGENT_MAX = 512;

/** The session of an authenticated request (set by `app.authenticate` / `app.authenticateAdviser`). */
export type SessionContext = {
  userId: number;
  role: Role;
  /** The adviser's agency; null for customers. */
  agencyId: number | null;
  sessionId: string;
  jti: string;
  exp: number;
};

type Options = { db: Db; tokens: TokenService; maxSessionSeconds: number };

/**
 * Sessions and their tokens: every way of logging in (password, passkey, sign-up, activation, reset, SSO)
 * starts one here, so they all behave the same; logout ends one; the auth check looks them up.
 */
export function createSessions({ db, tokens, maxSessionSeconds }: Options) {
  return {
    tokens,
    /** Everything the auth check needs (runs on every request: batched, see session-lookup.ts). */
    lookup: createSessionLookup(db),

    /**
     * Starts a session for a user who has proven who they are and signs its first token. `executor`: the
     * caller's transaction, when the session belongs to a larger change (sign-up, activation, reset, SSO).
     */
    async start(userId: number, executor: Db = db): Promise<{ token: string }> {
      const sessionId = randomUUID();
      const absoluteExpiresAt = nowSeconds() + maxSessionSeconds;
      await executor
        .insert(sessions)
        .values({ id: sessionId, userId, absoluteExpiresAt: new Date(absoluteExpiresAt * 1000) });
      const { token } = await tokens.sign({ userId, sessionId, absoluteExpiresAt });
      return { token };
    },

    /** Ends the session: every token of it is denied at once, on every process. */
    async end(session: SessionContext): Promise<void> {
      await db.update(sessions).set({ endedAt: new Date() }).where(eq(sessions.id, session.sessionId));
      await denyToken(db, session.jti, new Date(), new Date(session.exp * 1000));
    },

    /**
     * Records the session's use and its browser (ADR 213): called by the auth check when the lookup found
     * the last use older than SESSION_TOUCH_MINUTES, so a session writes at most once in that time; the
     * condition keeps parallel requests from writing twice.
     */
    async touch(sessionId: string, userAgent: string | undefined): Promise<void> {
      await db
        .update(sessions)
        .set({ lastUsedAt: sql`now()`, userAgent: userAgent?.slice(0, USER_AGENT_MAX) ?? null })
        .where(
          and(
            eq(sessions.id, sessionId),
            or(
              isNull(sessions.lastUsedAt),
              lt(sessions.lastUsedAt, sql`now() - make_interval(mins => ${SESSION_TOUCH_MINUTES})`),
            ),
          ),
        );
    },

    /** The replaced token of a rotation stays valid until `effectiveAt` (the grace). */
    denyToken: (jti: string, effectiveAt: Date, expiresAt: Date) =>
      denyToken(db, jti, effectiveAt, expiresAt),

    /** Drops expired denials and sessions past their absolute end. */
    async purge(): Promise<void> {
      const now = new Date();
      await db.delete(deniedTokens).where(lt(deniedTokens.expiresAt, now));
      await db.delete(sessions).where(lt(sessions.absoluteExpiresAt, now));
    },
  };
}

async function denyToken(db: Db, jti: string, effectiveAt: Date, expiresAt: Date) {
  await db.insert(deniedTokens).values({ jti, effectiveAt, expiresAt }).onConflictDoNothing();
}

export type Sessions = ReturnType<typeof createSessions>;
