import {
  type ContractPension,
  PENSION_SPARTEN,
  type PensionSparte,
} from '@kundenportal/domain/vorsorgestatus/pension-status';
import type { VorsorgeInput } from '@kundenportal/domain/vorsorgestatus/vorsorge-input';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contracts, persons, vorsorgeAngaben } from '../../db/schema';

/** What the Vorsorgestatus reads and writes of a household (issue 30); every query scoped by the user id. */
export function createVorsorgestatusRepository(db: Db) {
  return {
    async ownsPerson(userId: number, personId: number): Promise<boolean> {
      const rows = await db
        .select({ id: persons.id })
        .from(persons)
        .where(and(eq(persons.userId, userId), eq(persons.id, personId)))
        .limit(1);
      return rows.length > 0;
    },

    /** The persons, their stored entries (as stored: checked again by the reader) and the active pension contracts. */
    async household(userId: number) {
      const people = await db
        .select({ id: persons.id, geburtsdatum: persons.geburtsdatum, details: persons.details })
        .from(persons)
        .where(eq(persons.userId, userId))
        .orderBy(asc(persons.id));
      const entries = await db
        .select({ personId: vorsorgeAngaben.personId, angaben: vorsorgeAngaben.angaben })
        .from(vorsorgeAngaben)
        .where(eq(vorsorgeAngaben.userId, userId));
      const pensions = await db
        .select({
          vertragId: contracts.id,
          personId: contracts.personId,
          sparte: contracts.sparte,
          garantiert_mtl: contracts.renteGarantiertMtl,
          prognose_mtl: contracts.rentePrognoseMtl,
        })
        .from(contracts)
        .where(
          and(
            eq(contracts.userId, userId),
            eq(contracts.status, 'A'),
            inArray(contracts.sparte, [...PENSION_SPARTEN]),
          ),
        )
        .orderBy(asc(contracts.id));
      return {
        persons: people,
        entries: entries as { personId: number; angaben: unknown }[],
        contracts: pensions.map((row) => ({
          ...row,
          sparte: row.sparte as PensionSparte,
        })) satisfies ContractPension[],
      };
    },

    /**
     * Replaces the person's entry, in one statement with the check that the person is the user's (a person
     * deleted meanwhile is no row, never a foreign key error): whether it was saved.
     */
    async save(userId: number, personId: number, angaben: VorsorgeInput, at: Date): Promise<boolean> {
      const result = (await db.execute(sql`
        insert into ${vorsorgeAngaben} (person_id, user_id, angaben, updated_at)
        select ${persons.id}, ${persons.userId}, ${JSON.stringify(angaben)}::jsonb, ${at.toISOString()}::timestamptz
        from ${persons}
        where ${persons.id} = ${personId} and ${persons.userId} = ${userId}
        on conflict (person_id) do update set angaben = excluded.angaben, updated_at = excluded.updated_at
        returning person_id`)) as unknown as { rows: unknown[] };
      return result.rows.length === 1;
    },
  };
}

export type VorsorgestatusRepository = ReturnType<typeof createVorsorgestatusRepository>;
