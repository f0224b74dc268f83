import type { PersonValues as DomainPersonValues } from '@kundenportal/domain/household/person-input';
import type {
  AddressValues as DomainAddressValues,
  BankConnectionValues as DomainBankConnectionValues,
} from '@kundenportal/domain/household/person-lists';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  openConnectionIban,
  sealClearConnectionIbans,
  sealedConnectionIban,
} from '../../db/bank-connection-iban';
import type { Db } from '../../db/client';
import { addresses, bankConnections, persons } from '../../db/schema';
import type { FieldCipher } from '../../lib/field-cipher';

/** The database or a transaction of it: writes of one request take the transaction. */
export type Executor = Db;

export type PersonRow = typeof persons.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
/** A bank connection as read: its IBAN opened (stored sealed, ADR 286). */
export type BankConnectionRow = Omit<typeof bankConnections.$inferSelect, 'iban' | 'ibanSealed'> & {
  iban: string;
};
export type PersonWithLists = {
  person: PersonRow;
  addresses: AddressRow[];
  bankConnections: BankConnectionRow[];
};

/** The columns a save writes: the domain's mapping of the catalogue (a field without a column fails to compile here). */
export type PersonValues = Pick<typeof persons.$inferInsert, keyof DomainPersonValues>;
export type AddressValues = Pick<typeof addresses.$inferInsert, keyof DomainAddressValues>;
export type BankConnectionValues = Pick<
  typeof bankConnections.$inferInsert,
  keyof DomainBankConnectionValues
>;

/**
 * What one save does to a person's address or bank connection list (ids already checked to belong to
 * the person): delete, update, insert, then make `main` the one main entry (null: none left).
 */
export type ListPlan<V> = {
  deleteIds: number[];
  updates: { id: number; values: V }[];
  inserts: V[];
  main: { existingId: number } | { insertIndex: number } | null;
};

/**
 * SQL of the household persons; every query is scoped by the session's user id. A bank connection's IBAN
 * is sealed with the banking key ring (`cipher`, ADR 286): it would tell a sealed bank account's IBAN.
 */
export function createPersonsRepository(db: Db, cipher: FieldCipher) {
  const openBank = ({
    iban,
    ibanSealed,
    ...row
  }: typeof bankConnections.$inferSelect): BankConnectionRow => ({
    ...row,
    iban: openConnectionIban(cipher, { iban, ibanSealed }),
  });
  const sealBank = ({ iban, ...values }: BankConnectionValues) =>
    typeof iban === 'string' ? { ...values, ...sealedConnectionIban(cipher, iban) } : values;

  /** Persons of the user (one, or all when `personId` is undefined) with their lists, by id ascending. */
  async function load(ex: Executor, userId: number, personId?: number): Promise<PersonWithLists[]> {
    const scope =
      personId === undefined
        ? eq(persons.userId, userId)
        : and(eq(persons.userId, userId), eq(persons.id, personId));
    const personRows = await ex.select().from(persons).where(scope).orderBy(asc(persons.id));
    if (personRows.length === 0) return [];
    const ids = personRows.map((person) => person.id);
    const [addressRows, bankRows] = await Promise.all([
      ex.select().from(addresses).where(inArray(addresses.personId, ids)).orderBy(asc(addresses.id)),
      ex
        .select()
        .from(bankConnections)
        .where(inArray(bankConnections.personId, ids))
        .orderBy(asc(bankConnections.id)),
    ]);
    return personRows.map((person) => ({
      person,
      addresses: addressRows.filter((row) => row.personId === person.id),
      bankConnections: bankRows.filter((row) => row.personId === person.id).map(openBank),
    }));
  }

  return {
    transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Executor));
    },

    /** Every bank connection's IBAN still in clear, sealed (at start, ADR 286); how many. */
    sealClearIbans: () => sealClearConnectionIbans(db, cipher),

    listPersons(userId: number, ex: Executor = db) {
      return load(ex, userId);
    },

    async findPerson(userId: number, personId: number, ex: Executor = db): Promise<PersonWithLists | null> {
      return (await load(ex, userId, personId))[0] ?? null;
    },

    /** Whether the person is the user's (a route's ownership check, before its body is validated). */
    async ownsPerson(userId: number, personId: number): Promise<boolean> {
      const rows = await db
        .select({ id: persons.id })
        .from(persons)
        .where(and(eq(persons.userId, userId), eq(persons.id, personId)));
      return rows.length > 0;
    },

    /**
     * Locks the user's person row for the rest of the transaction (saves of one person run one after
     * the other, so the one-main indexes never see two concurrent mains); null when not the user's.
     */
    async lockPerson(tx: Executor, userId: number, personId: number): Promise<PersonRow | null> {
      const rows = await tx
        .select()
        .from(persons)
        .where(and(eq(persons.userId, userId), eq(persons.id, personId)))
        .for('update');
      return rows[0] ?? null;
    },

    /** Ids and main flags of a person's addresses and bank connections. */
    async listEntryIds(tx: Executor, personId: number) {
      const [addressRows, bankRows] = await Promise.all([
        tx
          .select({ id: addresses.id, isMain: addresses.isMain })
          .from(addresses)
          .where(eq(addresses.personId, personId))
          .orderBy(asc(addresses.id)),
        tx
          .select({ id: bankConnections.id, isMain: bankConnections.isMain })
          .from(bankConnections)
          .where(eq(bankConnections.personId, personId))
          .orderBy(asc(bankConnections.id)),
      ]);
      return { addresses: addressRows, bankConnections: bankRows };
    },

    /** A new person of the household; never the main person (that one comes with the account). */
    async insertPerson(tx: Executor, userId: number, values: PersonValues): Promise<PersonRow> {
      const [row] = await tx
        .insert(persons)
        .values({ ...values, userId, isMain: false })
        .returning();
      if (!row) throw new Error('person not inserted');
      return row;
    },

    async updatePerson(
      tx: Executor,
      userId: number,
      personId: number,
      values: Partial<PersonValues> &
        Partial<Pick<PersonRow, 'email' | 'phone' | 'mobil'>> & {
          kontaktEinwilligung?: boolean;
          mvpFreigabe?: number;
        },
    ): Promise<void> {
      await tx
        .update(persons)
        .set(values)
        .where(and(eq(persons.userId, userId), eq(persons.id, personId)));
    },

    async deletePerson(tx: Executor, userId: number, personId: number): Promise<boolean> {
      const rows = await tx
        .delete(persons)
        .where(and(eq(persons.userId, userId), eq(persons.id, personId)))
        .returning({ id: persons.id });
      return rows.length > 0;
    },

    /** Applies an address plan: main cleared first and set last, so the one-main index holds throughout. */
    async applyAddressPlan(tx: Executor, personId: number, plan: ListPlan<AddressValues>): Promise<void> {
      const ofPerson = (id: number) => and(eq(addresses.personId, personId), eq(addresses.id, id));
      if (plan.deleteIds.length) {
        await tx
          .delete(addresses)
          .where(and(eq(addresses.personId, personId), inArray(addresses.id, plan.deleteIds)));
      }
      await tx
        .update(addresses)
        .set({ isMain: false })
        .where(and(eq(addresses.personId, personId), eq(addresses.isMain, true)));
      for (const { id, values } of plan.updates) await tx.update(addresses).set(values).where(ofPerson(id));
      const inserted = plan.inserts.length
        ? await tx
            .insert(addresses)
            .values(plan.inserts.map((values) => ({ ...values, personId, isMain: false })))
            .returning({ id: addresses.id })
        : [];
      const mainId = mainIdOf(plan, inserted);
      if (mainId !== undefined) await tx.update(addresses).set({ isMain: true }).where(ofPerson(mainId));
    },

    async applyBankConnectionPlan(
      tx: Executor,
      personId: number,
      plan: ListPlan<BankConnectionValues>,
    ): Promise<void> {
      const ofPerson = (id: number) =>
        and(eq(bankConnections.personId, personId), eq(bankConnections.id, id));
      if (plan.deleteIds.length) {
        await tx
          .delete(bankConnections)
          .where(and(eq(bankConnections.personId, personId), inArray(bankConnections.id, plan.deleteIds)));
      }
      await tx
        .update(bankConnections)
        .set({ isMain: false })
        .where(and(eq(bankConnections.personId, personId), eq(bankConnections.isMain, true)));
      for (const { id, values } of plan.updates) {
        await tx.update(bankConnections).set(sealBank(values)).where(ofPerson(id));
      }
      const inserted = plan.inserts.length
        ? await tx
            .insert(bankConnections)
            .values(plan.inserts.map((values) => ({ ...sealBank(values), personId, isMain: false })))
            .returning({ id: bankConnections.id })
        : [];
      const mainId = mainIdOf(plan, inserted);
      if (mainId !== undefined) {
        await tx.update(bankConnections).set({ isMain: true }).where(ofPerson(mainId));
      }
    },
  };
}

function mainIdOf<V>(plan: ListPlan<V>, inserted: { id: number }[]): number | undefined {
  if (!plan.main) return undefined;
  if ('existingId' in plan.main) return plan.main.existingId;
  return inserted[plan.main.insertIndex]?.id;
}

export type PersonsRepository = ReturnType<typeof createPersonsRepository>;
