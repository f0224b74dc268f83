import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses, agents, persons, users } from '../../db/schema';

export function createUsersRepository(db: Db) {
  return {
    async findWithAgent(userId: number) {
      const rows = await db
        .select({ user: users, agent: agents })
        .from(users)
        .leftJoin(agents, eq(agents.id, users.agentId))
        .where(eq(users.id, userId))
        .limit(1);
      return rows[0] ?? null;
    },

    async listPersonsWithMainAddress(userId: number) {
      return db
        .select({ person: persons, address: addresses })
        .from(persons)
        .leftJoin(addresses, and(eq(addresses.personId, persons.id), eq(addresses.isMain, true)))
        .where(eq(persons.userId, userId))
        .orderBy(asc(persons.id));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
