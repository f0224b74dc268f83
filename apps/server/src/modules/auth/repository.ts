import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deniedTokens, loginFailures, sessions, users } from '../../db/schema';
import { createSessionLookup } from '../../lib/session/session-lookup';

export function createAuthRepository(db: Db) {
  const lookup = createSessionLookup(db);

  return {
    async findUserByEmail(email: string) {
      const rows = await db
        .select({ id: users.id, passwordHash: users.passwordHash, active: users.active })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return rows[0] ?? null;
    },

    async updatePasswordHash(userId: number, passwordHash: string) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    async createSession(input: { id: string; userId: number; absoluteExpiresAt: Date }) {
      await db.insert(sessions).values(input);
    },

    /** Everything the auth check needs (runs on every request: batched, see session-lookup.ts). */
    lookup,

    async denyToken(jti: string, effectiveAt: Date, expiresAt: Date) {
      await db.insert(deniedTokens).values({ jti, effectiveAt, expiresAt }).onConflictDoNothing();
    },

    async endSession(sessionId: string) {
      await db.update(sessions).set({ endedAt: new Date() }).where(eq(sessions.id, sessionId));
    },

    /** Drops rows nobody needs any more: expired denials, old failures, sessions past their absolute end. */
    async purge(failuresBefore: Date) {
      const now = new Date();
      await db.delete(deniedTokens).where(lt(deniedTokens.expiresAt, now));
      await db.delete(loginFailures).where(lt(loginFailures.at, failuresBefore));
      await db.delete(sessions).where(lt(sessions.absoluteExpiresAt, now));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
