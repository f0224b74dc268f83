import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contracts, persons } from '../../db/schema';

/** What the Bedarfscheck reads of a household (issue 30): its persons' answers and its contracts. */
export function createBedarfscheckRepository(db: Db) {
  return {
    async household(userId: number) {
      const people = await db
        .select({ id: persons.id, familienstand: persons.familienstand, details: persons.details })
        .from(persons)
        .where(eq(persons.userId, userId))
        .orderBy(asc(persons.id));
      const held = await db
        .select({
          id: contracts.id,
          person_id: contracts.personId,
          sparte: contracts.sparte,
          status: contracts.status,
        })
        .from(contracts)
        .where(eq(contracts.userId, userId))
        .orderBy(asc(contracts.id));
      return { persons: people, contracts: held };
    },
  };
}

export type BedarfscheckRepository = ReturnType<typeof createBedarfscheckRepository>;
