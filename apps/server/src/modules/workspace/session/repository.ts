import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { agents, users } from '../../../db/schema';

/** The signed-in adviser's own reads (issue 14). */
export function createSessionRepository(db: Db) {
  return {
    /** The adviser with the agency, or null (no adviser of that id). */
    async adviser(userId: number) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          agencyId: agents.id,
          agencyVorname: agents.vorname,
          agencyName: agents.name,
          firma: agents.firma,
        })
        .from(users)
        .innerJoin(agents, eq(agents.id, users.agencyId))
        .where(and(eq(users.id, userId), eq(users.role, 'adviser')));
      return row ?? null;
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
