import { and, asc, eq, sql } from 'drizzle-orm';
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
    db,

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
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
