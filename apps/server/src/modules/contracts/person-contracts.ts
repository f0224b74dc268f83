import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contracts, persons } from '../../db/schema';

/**
 * The contracts' part of deleting a person (persons module hook, added in plugin.ts): a contract is
 * the household's, not only the insured person's, so it moves to the main person instead of going.
 */
export function contractsOfDeletedPerson() {
  return async (tx: Db, person: { userId: number; personId: number }) => {
    const [main] = await tx
      .select({ id: persons.id })
      .from(persons)
      .where(and(eq(persons.userId, person.userId), eq(persons.isMain, true)));
    if (main && main.id !== person.personId) {
      await tx
        .update(contracts)
        .set({ personId: main.id, updatedAt: new Date() })
        .where(and(eq(contracts.userId, person.userId), eq(contracts.personId, person.personId)));
    }
    return undefined;
  };
}
