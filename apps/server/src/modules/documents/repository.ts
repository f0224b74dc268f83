import type { DocumentOwnerType } from '@kundenportal/domain/documents/document-api';
import { and, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agents, documents, persons, users } from '../../db/schema';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocumentRow = typeof documents.$inferInsert;

/** A customer to file an adviser's document for: the main person, the address and the adviser's name. */
const providedTo = {
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
  agentId: users.agentId,
  personId: persons.id,
  adviser: sql<string | null>`coalesce(${agents.firma}, ${agents.vorname} || ' ' || ${agents.name})`,
};

/** The documents of one owner (a person, a contract …) of the customer. */
const ofOwner = (userId: number, ownerType: string, ownerId: number) =>
  and(eq(documents.userId, userId), eq(documents.ownerType, ownerType), eq(documents.ownerId, ownerId));

/**
 * SQL of the documents; every query is scoped by the session's user id (the adviser's by the agency's
 * customer, the start-up reconciliation's by the store's keys). `db` is the database or a transaction of
 * it (the admin command, the seed and other modules' filers hand theirs in).
 */
export function createDocumentsRepository(db: Db) {
  /** The customer (`where`) with the main person and the adviser's name, or null. */
  async function customerToProvide(where: SQL | undefined) {
    const [row] = await db
      .select(providedTo)
      .from(users)
      .innerJoin(persons, and(eq(persons.userId, users.id), eq(persons.isMain, true)))
      .leftJoin(agents, eq(agents.id, users.agentId))
      .where(where);
    return row ?? null;
  }

  async function mainPersonId(ex: Db, userId: number): Promise<number | null> {
    const [row] = await ex
      .select({ id: persons.id })
      .from(persons)
      .where(and(eq(persons.userId, userId), eq(persons.isMain, true)));
    return row?.id ?? null;
  }

  return {
    /** Runs `work` in one transaction; the methods that take `tx` join it. */
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** The account's rights that gate documents: account type and stored config. */
    async access(userId: number) {
      const [row] = await db
        .select({ accountTyp: users.accountTyp, config: users.config, agentId: users.agentId })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    async personBelongsTo(userId: number, personId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: persons.id })
        .from(persons)
        .where(and(eq(persons.id, personId), eq(persons.userId, userId)));
      return row !== undefined;
    },

    mainPersonId: (userId: number) => mainPersonId(db, userId),

    /** Every document of the account, newest first. */
    list(userId: number): Promise<DocumentRow[]> {
      return db
        .select()
        .from(documents)
        .where(eq(documents.userId, userId))
        .orderBy(desc(documents.createdAt), desc(documents.id));
    },

    listProvided(userId: number): Promise<DocumentRow[]> {
      return db
        .select()
        .from(documents)
        .where(and(eq(documents.userId, userId), isNotNull(documents.providedByAgentId)))
        .orderBy(desc(documents.createdAt), desc(documents.id));
    },

    listOfOwner(userId: number, ownerType: string, ownerId: number): Promise<DocumentRow[]> {
      return db
        .select()
        .from(documents)
        .where(ofOwner(userId, ownerType, ownerId))
        .orderBy(desc(documents.createdAt), desc(documents.id));
    },

    /** The names the customer gave the files of several owners of one type, by owner, oldest first. */
    async namesOfOwners(userId: number, ownerType: string, ownerIds: readonly number[]) {
      const names = new Map<number, string[]>();
      if (!ownerIds.length) return names;
      const rows = await db
        .select({ ownerId: documents.ownerId, name: documents.originalFilename })
        .from(documents)
        .where(
          and(
            eq(documents.userId, userId),
            eq(documents.ownerType, ownerType),
            inArray(documents.ownerId, [...ownerIds]),
          ),
        )
        .orderBy(documents.createdAt, documents.id);
      for (const row of rows) names.set(row.ownerId, [...(names.get(row.ownerId) ?? []), row.name]);
      return names;
    },

    async find(userId: number, ownerType: string, ownerId: number, filename: string) {
      const [row] = await db
        .select()
        .from(documents)
        .where(and(ofOwner(userId, ownerType, ownerId), eq(documents.filename, filename)));
      return row ?? null;
    },

    /** A document of the customer by its id (the adviser's read), or null. */
    async findById(userId: number, id: number): Promise<DocumentRow | null> {
      const [row] = await db
        .select()
        .from(documents)
        .where(and(eq(documents.id, id), eq(documents.userId, userId)));
      return row ?? null;
    },

    /** A customer of the agency (role customer) to provide a document for, or null (its adviser is the agency). */
    customerOfAgency(agencyId: number, customerId: number) {
      return customerToProvide(
        and(eq(users.id, customerId), eq(users.agentId, agencyId), eq(users.role, 'customer')),
      );
    },

    /** The customer with this e-mail address (any case) to provide a document for, or null. */
    customerByEmail(email: string) {
      return customerToProvide(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
    },

    /**
     * Whether the person still exists, locked FOR SHARE for the rest of `tx`: a concurrent deletion (FOR
     * UPDATE) waits for this COMMIT.
     */
    async sharePerson(tx: Db, userId: number, personId: number): Promise<boolean> {
      const [row] = await tx
        .select({ id: persons.id })
        .from(persons)
        .where(and(eq(persons.id, personId), eq(persons.userId, userId)))
        .for('share');
      return row !== undefined;
    },

    async insert(tx: Db, values: NewDocumentRow): Promise<DocumentRow> {
      const [row] = await tx.insert(documents).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async remove(userId: number, id: number): Promise<void> {
      await db.delete(documents).where(and(eq(documents.id, id), eq(documents.userId, userId)));
    },

    /**
     * In `tx`, the owner's documents: the customer's own go (their blob keys returned), the adviser's move
     * to the main person (unless the owner is that person).
     */
    async releaseOwner(
      tx: Db,
      userId: number,
      owner: { type: DocumentOwnerType; id: number },
    ): Promise<string[]> {
      const owned = ofOwner(userId, owner.type, owner.id);
      const deleted = await tx
        .delete(documents)
        .where(and(owned, isNull(documents.providedByAgentId)))
        .returning({ blobKey: documents.blobKey });
      const main = await mainPersonId(tx, userId);
      if (main !== null && !(owner.type === 'person' && main === owner.id)) {
        await tx
          .update(documents)
          .set({ ownerType: 'person', ownerId: main })
          .where(and(owned, isNotNull(documents.providedByAgentId)));
      }
      return deleted.map((row) => row.blobKey);
    },

    /** Which of `blobKeys` a document names (any customer's: the start-up reconciliation). */
    async namedBlobKeys(blobKeys: string[]): Promise<Set<string>> {
      const rows = await db
        .select({ key: documents.blobKey })
        .from(documents)
        .where(inArray(documents.blobKey, blobKeys));
      return new Set(rows.map((row) => row.key));
    },

    async update(
      id: number,
      values: Partial<Pick<NewDocumentRow, 'originalFilename' | 'directory' | 'kategorie'>>,
    ) {
      const [row] = await db.update(documents).set(values).where(eq(documents.id, id)).returning();
      return row ?? null;
    },
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;

/** The module's repository as it is, or one on a database or transaction a caller hands in. */
export function documentsRepositoryOn(where: DocumentsRepository | Db): DocumentsRepository {
  return 'releaseOwner' in where ? where : createDocumentsRepository(where);
}
