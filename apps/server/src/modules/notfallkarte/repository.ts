import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { toStoredContract } from '../../db/contract-row';
import { onFirstRow } from '../../db/first-row-only';
import { agencyInsurerSettings, agents, contracts, emergencyContacts, persons, users } from '../../db/schema';

type Person = { id: number; firstname: string; lastname: string };
type Hotline = { versicherer: string; schadenhotline: string };

/** What the emergency card reads (issue 32), always scoped by the session's user id. */
export function createNotfallkarteRepository(db: Db) {
  return {
    /**
     * The household in one statement (issue 34: four sent at once per request starved the pool at 50
     * connections): the customer's row with the adviser, each contract a row (none: one row without), the
     * persons and the hotlines the agency entered per insurer (its workspace's insurer settings) as JSON.
     */
    async householdOf(userId: number) {
      const rows = await db
        .select({
          contract: contracts,
          adviser: { vorname: agents.vorname, name: agents.name, phone: agents.phone, mobile: agents.mobile },
          people: onFirstRow(
            contracts.id,
            sql<Person[]>`(select coalesce(json_agg(json_build_object('id', ${persons.id},
            'firstname', ${persons.firstname}, 'lastname', ${persons.lastname})
            order by ${persons.isMain} desc, ${persons.id}), '[]'::json)
            from ${persons} where ${persons.userId} = ${users.id})`,
          ),
          hotlines: onFirstRow(
            contracts.id,
            sql<Hotline[]>`(select coalesce(json_agg(json_build_object(
            'versicherer', ${agencyInsurerSettings.versicherer},
            'schadenhotline', ${agencyInsurerSettings.schadenhotline})), '[]'::json)
            from ${agencyInsurerSettings} where ${agencyInsurerSettings.agencyId} = ${users.agentId}
            and ${agencyInsurerSettings.schadenhotline} <> '')`,
          ),
        })
        .from(users)
        .leftJoin(agents, eq(agents.id, users.agentId))
        .leftJoin(contracts, eq(contracts.userId, users.id))
        .where(eq(users.id, userId))
        .orderBy(asc(contracts.id));
      const first = rows[0];
      return {
        people: first?.people ?? [],
        contracts: rows.flatMap((row) => (row.contract ? [toStoredContract(row.contract)] : [])),
        adviser: first?.adviser ?? null,
        hotlines: first?.hotlines ?? [],
      };
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
