import {
  type ContactPerson,
  hasContactLocation,
} from '@kundenportal/domain/contact-persons/contact-person-api';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactPersonContracts, contactPersons } from '../../db/schema';

export type ContactPersonRow = typeof contactPersons.$inferSelect;

/** The columns the customer edits (save-contact-person.ts makes them from the catalogue form's values). */
export type ContactPersonColumns = Pick<
  typeof contactPersons.$inferInsert,
  'firma' | 'anrede' | 'vorname' | 'name' | 'street' | 'zip' | 'city' | 'phone' | 'fax' | 'email'
>;

export function toContactPerson(row: ContactPersonRow, contractIds: readonly number[]): ContactPerson {
  return {
    id: row.id,
    firma: row.firma,
    anrede: row.anrede,
    vorname: row.vorname,
    name: row.name,
    street: row.street,
    zip: row.zip,
    city: row.city,
    phone: row.phone,
    fax: row.fax,
    email: row.email,
    standort: hasContactLocation(row),
    vertraege: [...contractIds].sort((a, b) => a - b),
  };
}

/** A customer's contact persons (Ansprechpartner) and their links to contracts. */
export function createContactPersonsRepository(db: Db) {
  async function linksOf(ids: readonly number[], tx: Db = db) {
    const links = new Map<number, number[]>();
    if (!ids.length) return links;
    const rows = await tx
      .select()
      .from(contactPersonContracts)
      .where(inArray(contactPersonContracts.contactPersonId, [...ids]));
    for (const row of rows)
      links.set(row.contactPersonId, [...(links.get(row.contactPersonId) ?? []), row.contractId]);
    return links;
  }

  return {
    /** Runs `work` in one transaction; the methods that take `tx` join it. */
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    async insert(tx: Db, userId: number, columns: ContactPersonColumns) {
      const [row] = await tx
        .insert(contactPersons)
        .values({ userId, ...columns })
        .returning();
      return row ?? null;
    },

    /** Updates a contact person locked by `lock` (its id is the customer's already). */
    async update(tx: Db, id: number, columns: ContactPersonColumns) {
      const [row] = await tx
        .update(contactPersons)
        .set({ ...columns, updatedAt: new Date() })
        .where(eq(contactPersons.id, id))
        .returning();
      return row ?? null;
    },

    /** Deletes an own contact person: false when there was none. */
    async remove(userId: number, id: number): Promise<boolean> {
      const deleted = await db
        .delete(contactPersons)
        .where(and(eq(contactPersons.userId, userId), eq(contactPersons.id, id)))
        .returning({ id: contactPersons.id });
      return deleted.length > 0;
    },

    async link(tx: Db, id: number, contractId: number): Promise<void> {
      await tx
        .insert(contactPersonContracts)
        .values({ contactPersonId: id, contractId })
        .onConflictDoNothing();
    },

    async isLinked(id: number, contractId: number): Promise<boolean> {
      const [row] = await db
        .select({ contractId: contactPersonContracts.contractId })
        .from(contactPersonContracts)
        .where(
          and(
            eq(contactPersonContracts.contactPersonId, id),
            eq(contactPersonContracts.contractId, contractId),
          ),
        );
      return row !== undefined;
    },

    /** Removes a link: false when the contact person was not linked to the contract. */
    async unlink(tx: Db, id: number, contractId: number): Promise<boolean> {
      const removed = await tx
        .delete(contactPersonContracts)
        .where(
          and(
            eq(contactPersonContracts.contactPersonId, id),
            eq(contactPersonContracts.contractId, contractId),
          ),
        )
        .returning({ contractId: contactPersonContracts.contractId });
      return removed.length > 0;
    },

    async list(userId: number): Promise<ContactPerson[]> {
      const rows = await db
        .select()
        .from(contactPersons)
        .where(eq(contactPersons.userId, userId))
        .orderBy(asc(contactPersons.name), asc(contactPersons.vorname), asc(contactPersons.id));
      const links = await linksOf(rows.map((row) => row.id));
      return rows.map((row) => toContactPerson(row, links.get(row.id) ?? []));
    },

    async isOwn(userId: number, id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: contactPersons.id })
        .from(contactPersons)
        .where(and(eq(contactPersons.userId, userId), eq(contactPersons.id, id)));
      return row !== undefined;
    },

    /** One contact person of the customer; null when not theirs. */
    async find(userId: number, id: number): Promise<ContactPersonRow | null> {
      const [row] = await db
        .select()
        .from(contactPersons)
        .where(and(eq(contactPersons.userId, userId), eq(contactPersons.id, id)));
      return row ?? null;
    },

    /** One contact person of the customer, locked for the rest of the transaction; null when not theirs. */
    async lock(tx: Db, userId: number, id: number) {
      const [row] = await tx
        .select()
        .from(contactPersons)
        .where(and(eq(contactPersons.userId, userId), eq(contactPersons.id, id)))
        .for('update');
      return row ?? null;
    },

    async present(tx: Db, row: ContactPersonRow): Promise<ContactPerson> {
      return toContactPerson(row, (await linksOf([row.id], tx)).get(row.id) ?? []);
    },
  };
}

export type ContactPersonsRepository = ReturnType<typeof createContactPersonsRepository>;
