import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documents, persons, users } from '../../db/schema';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocumentRow = typeof documents.$inferInsert;

/** SQL of the documents; every query is scoped by the session's user id. */
export function createDocumentsRepository(db: Db) {
  return {
    db,
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

    async mainPersonId(userId: number): Promise<number | null> {
      const [row] = await db
        .select({ id: persons.id })
        .from(persons)
        .where(and(eq(persons.userId, userId), eq(persons.isMain, true)));
      return row?.id ?? null;
    },

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
        .where(
          and(
            eq(documents.userId, userId),
            eq(documents.ownerType, ownerType),
            eq(documents.ownerId, ownerId),
          ),
        )
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
        .where(
          and(
            eq(documents.userId, userId),
            eq(documents.ownerType, ownerType),
            eq(documents.ownerId, ownerId),
            eq(documents.filename, filename),
          ),
        );
      return row ?? null;
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
