import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { usedSsoTokens, users } from '../../db/schema';

/** The customer an SSO token names (e-mail in any letter case), or null. */
export async function findCustomerByEmail(db: Db, email: string) {
  const rows = await db
    .select({ id: users.id, active: users.active })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()} and ${users.role} = 'customer'`)
    .limit(1);
  return rows[0] ?? null;
}

/** Records a token id as used; false when it was used before (single use, also across processes). */
export async function markSsoTokenUsed(tx: Db, jti: string, expiresAt: Date): Promise<boolean> {
  const rows = await tx
    .insert(usedSsoTokens)
    .values({ jti, expiresAt })
    .onConflictDoNothing()
    .returning({ jti: usedSsoTokens.jti });
  return rows.length === 1;
}
