import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { usedSsoTokens, users } from '../../db/schema';

/** SQL of the single sign-on: the customer a token names, and the tokens used. */
export function createSsoRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Db));
    },

    /** The customer an SSO token names (e-mail in any letter case), or null. */
    async findCustomerByEmail(email: string) {
      const rows = await db
        .select({ id: users.id, active: users.active })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()} and ${users.role} = 'customer'`)
        .limit(1);
      return rows[0] ?? null;
    },

    /** Records a token id as used; false when it was used before (single use, also across processes). */
    async markTokenUsed(tx: Db, jti: string, expiresAt: Date): Promise<boolean> {
      const rows = await tx
        .insert(usedSsoTokens)
        .values({ jti, expiresAt })
        .onConflictDoNothing()
        .returning({ jti: usedSsoTokens.jti });
      return rows.length === 1;
    },
  };
}

export type SsoRepository = ReturnType<typeof createSsoRepository>;
