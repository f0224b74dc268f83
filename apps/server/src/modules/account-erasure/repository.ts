import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountErasures, users } from '../../db/schema';
import { retainedOf } from './retention';

/** The customer's pending erasure (issue 32, ADR 239), always scoped by the session's user id. */
export function createAccountErasureRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** The customer's account as the password check and the audit need it. */
    async findCustomer(userId: number) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          passwordHash: users.passwordHash,
          role: users.role,
          agentId: users.agentId,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    async pending(userId: number, tx: Db = db) {
      const [row] = await tx.select().from(accountErasures).where(eq(accountErasures.userId, userId));
      return row ?? null;
    },

    /** Records the request unless one is pending; answers whether it was new. */
    async request(tx: Db, userId: number, requestedAt: Date, dueAt: Date): Promise<boolean> {
      const inserted = await tx
        .insert(accountErasures)
        .values({ userId, requestedAt, dueAt })
        .onConflictDoNothing({ target: accountErasures.userId })
        .returning({ id: accountErasures.id });
      return inserted.length > 0;
    },

    /** The signed forms an erasure would keep, and until when (ADR 245). */
    retained: (userId: number, now: Date) => retainedOf(db, userId, now),

    /** Cancels the pending request; answers the one cancelled, if any. */
    async cancel(tx: Db, userId: number) {
      const [row] = await tx.delete(accountErasures).where(eq(accountErasures.userId, userId)).returning();
      return row ?? null;
    },
  };
}

export type AccountErasureRepository = ReturnType<typeof createAccountErasureRepository>;
