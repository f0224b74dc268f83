import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { toStoredContract } from '../../db/contract-row';
import { agents, contracts, persons, users } from '../../db/schema';

/** What the emergency card reads (issue 32), always scoped by the session's user id. */
export function createNotfallkarteRepository(db: Db) {
  return {
    async householdOf(userId: number) {
      const [people, rows, [adviser]] = await Promise.all([
        db
          .select({ id: persons.id, firstname: persons.firstname, lastname: persons.lastname })
          .from(persons)
          .where(eq(persons.userId, userId))
          .orderBy(desc(persons.isMain), asc(persons.id)),
        db.select().from(contracts).where(eq(contracts.userId, userId)).orderBy(asc(contracts.id)),
        db
          .select({ vorname: agents.vorname, name: agents.name, phone: agents.phone, mobile: agents.mobile })
          .from(users)
          .innerJoin(agents, eq(agents.id, users.agentId))
          .where(eq(users.id, userId)),
      ]);
      return { people, contracts: rows.map(toStoredContract), adviser: adviser ?? null };
    },
  };
}

export type NotfallkarteRepository = ReturnType<typeof createNotfallkarteRepository>;
