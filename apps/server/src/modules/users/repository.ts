import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { agentWithSignupCode } from '../../db/agent-conditions';
import type { Db } from '../../db/client';
import { addresses, agents, persons, users } from '../../db/schema';

export function createUsersRepository(db: Db) {
  /** The user, the adviser and every household person with its main address, in one prepared query. */
  const profileQuery = db
    .select({ user: users, agent: agents, person: persons, address: addresses })
    .from(users)
    .leftJoin(agents, eq(agents.id, users.agentId))
    .leftJoin(persons, eq(persons.userId, users.id))
    .leftJoin(addresses, and(eq(addresses.personId, persons.id), eq(addresses.isMain, true)))
    .where(eq(users.id, sql.placeholder('userId')))
    .orderBy(asc(persons.id))
    .prepare('user_profile');

  return {
    /** Null when the user does not exist; else one row per person (a single row with `person` null if none). */
    async findProfile(userId: number) {
      const rows = await profileQuery.execute({ userId });
      const first = rows[0];
      if (!first) return null;
      return {
        user: first.user,
        agent: first.agent,
        persons: rows.flatMap((row) => (row.person ? [{ person: row.person, address: row.address }] : [])),
      };
    },

    /** The adviser whose sign-up code this is (any letter case), or null. */
    async findAgentBySignupCode(code: string) {
      const [agent] = await db
        .select({ id: agents.id, anrede: agents.anrede, vorname: agents.vorname, name: agents.name })
        .from(agents)
        .where(agentWithSignupCode(code))
        .limit(1);
      return agent ?? null;
    },

    /** Ties the customer to the adviser only while they have none; false when they have one already. */
    async connectAdviser(userId: number, agentId: number): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ agentId })
        .where(and(eq(users.id, userId), isNull(users.agentId)))
        .returning({ id: users.id });
      return updated.length > 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
