import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { toStoredContract } from '../../db/contract-row';
import { agencyInsurerSettings, agents, contracts, emergencyContacts, persons, users } from '../../db/schema';

/** What the emergency card reads (issue 32), always scoped by the session's user id. */
export function createNotfallkarteRepository(db: Db) {
  return {
    async householdOf(userId: number) {
      const [people, rows, [adviser], hotlines] = await Promise.all([
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
        // The hotlines the customer's agency entered per insurer (its workspace's insurer settings).
        db
          .select({
            versicherer: agencyInsurerSettings.versicherer,
            schadenhotline: agencyInsurerSettings.schadenhotline,
          })
          .from(users)
          .innerJoin(agencyInsurerSettings, eq(agencyInsurerSettings.agencyId, users.agentId))
          .where(and(eq(users.id, userId), ne(agencyInsurerSettings.schadenhotline, ''))),
      ]);
      return { people, contracts: rows.map(toStoredContract), adviser: adviser ?? null, hotlines };
    },

    async contactOf(userId: number) {
      const [row] = await db
        .select({ name: emergencyContacts.name, telefon: emergencyContacts.telefon })
        .from(emergencyContacts)
        .where(eq(emergencyContacts.userId, userId));
      return row ?? null;
    },

    async saveContact(userId: number, contact: { name: string; telefon: string }) {
      await db
        .insert(emergencyContacts)
        .values({ userId, ...contact })
        .onConflictDoUpdate({
          target: emergencyContacts.userId,
          set: { ...contact, updatedAt: sql`now()` },
        });
    },

    async removeContact(userId: number) {
      await db.delete(emergencyContacts).where(eq(emergencyContacts.userId, userId));
    },
  };
}

export type NotfallkarteRepository = ReturnType<typeof createNotfallkarteRepository>;
