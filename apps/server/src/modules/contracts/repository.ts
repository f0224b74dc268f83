import type { ContractValues } from '@kundenportal/domain/contracts/contract-input';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ContractRow } from '../../db/contract-row';
import { contracts, persons, users } from '../../db/schema';

/** Domain field name → column (the catalogue's names, camel-cased by Drizzle). */
export function contractColumns(values: ContractValues) {
  return {
    personId: values.person_id,
    sparte: values.sparte,
    status: values.status,
    name: values.name,
    nummer: values.nummer,
    label: values.label,
    gesellschaft: values.gesellschaft,
    beitrag: values.beitrag,
    zahlungsweise: values.zahlungsweise,
    ablaufberechnung: values.ablaufberechnung,
    beginn: values.beginn,
    ablauf: values.ablauf,
    automatischeVerlaengerung: values.automatische_verlaengerung,
    kuendbarBis: values.kuendbar_bis,
    memoryDatum: values.memory_datum,
    memoryMassage: values.memory_massage,
    kfWert: values.kf_wert,
    kfEinheit: values.kf_einheit,
    kfEnde: values.kf_ende,
    kfVerlaengertWert: values.kf_verlaengert_wert,
    kfVerlaengertEinheit: values.kf_verlaengert_einheit,
    mindestlaufzeitWert: values.mindestlaufzeit_wert,
    mindestlaufzeitEinheit: values.mindestlaufzeit_einheit,
    vEndeAm: values.v_ende_am,
    vGekuAm: values.v_geku_am,
  } satisfies Partial<typeof contracts.$inferInsert>;
}

/** SQL of the contracts; every query is scoped by the session's user id. */
export function createContractsRepository(db: Db) {
  return {
    db,
    async config(userId: number): Promise<Record<string, unknown> | null> {
      const [row] = await db.select({ config: users.config }).from(users).where(eq(users.id, userId));
      return row ? (row.config as Record<string, unknown>) : null;
    },

    /** The household's persons as choices (id, name), main person first. */
    persons(userId: number, ex: Db = db) {
      return ex
        .select({
          id: persons.id,
          firstname: persons.firstname,
          lastname: persons.lastname,
          isMain: persons.isMain,
        })
        .from(persons)
        .where(eq(persons.userId, userId))
        .orderBy(asc(persons.id));
    },

    list(userId: number): Promise<ContractRow[]> {
      return db.select().from(contracts).where(eq(contracts.userId, userId)).orderBy(asc(contracts.id));
    },

    async find(userId: number, id: number): Promise<ContractRow | null> {
      const [row] = await db
        .select()
        .from(contracts)
        .where(and(eq(contracts.userId, userId), eq(contracts.id, id)));
      return row ?? null;
    },

    async belongsTo(userId: number, id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: contracts.id })
        .from(contracts)
        .where(and(eq(contracts.userId, userId), eq(contracts.id, id)));
      return row !== undefined;
    },
  };
}

export type ContractsRepository = ReturnType<typeof createContractsRepository>;
