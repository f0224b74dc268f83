import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** The password login's reads and writes (sessions themselves: lib/session/sessions.ts). */
export function createAuthRepository(db: Db) {
  return {
    async findUserByEmail(email: string) {
      const rows = await db
        .select({ id: users.id, passwordHash: users.passwordHash, active: users.active, role: users.role })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return rows[0] ?? null;
    },

    async updatePasswordHash(userId: number, passwordHash: string) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
