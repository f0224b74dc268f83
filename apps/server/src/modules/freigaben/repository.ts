import type {
  ProvidedContractItem,
  ProvidedDocumentItem,
} from '@kundenportal/domain/freigaben/meine-freigaben';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contracts, documents } from '../../db/schema';

/** SQL of 'Meine Freigaben' (issue 31): what the agency provided to the session's customer. */
export function createFreigabenRepository(db: Db) {
  return {
    async contracts(userId: number): Promise<ProvidedContractItem[]> {
      const rows = await db
        .select({
          id: contracts.id,
          personId: contracts.personId,
          sparte: contracts.sparte,
          gesellschaft: contracts.gesellschaft,
          name: contracts.name,
          nummer: contracts.nummer,
          providedAt: contracts.providedAt,
          providedSeenAt: contracts.providedSeenAt,
        })
        .from(contracts)
        .where(and(eq(contracts.userId, userId), isNotNull(contracts.providedAt)))
        .orderBy(desc(contracts.providedAt), desc(contracts.id));
      return rows.map((row) => ({
        id: row.id,
        person_id: row.personId,
        sparte: row.sparte,
        gesellschaft: row.gesellschaft,
        name: row.name,
        nummer: row.nummer,
        bereitgestellt_am: (row.providedAt as Date).toISOString(),
        neu: row.providedSeenAt === null,
      }));
    },

    async documents(userId: number): Promise<ProvidedDocumentItem[]> {
      const rows = await db
        .select()
        .from(documents)
        .where(and(eq(documents.userId, userId), isNotNull(documents.providedByAgentId)))
        .orderBy(desc(documents.createdAt), desc(documents.id));
      return rows.map((row) => ({
        id: row.id,
        filename: row.filename,
        original_filename: row.originalFilename,
        type: row.ownerType,
        owner_id: row.ownerId,
        mime: row.mime,
        size: row.size,
        bereitgestellt_am: row.createdAt.toISOString(),
        neu: row.providedSeenAt === null,
      }));
    },

    /** Everything provided so far counts as seen from `now` (one transaction). */
    async markSeen(userId: number, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(contracts)
          .set({ providedSeenAt: now })
          .where(
            and(
              eq(contracts.userId, userId),
              isNotNull(contracts.providedAt),
              isNull(contracts.providedSeenAt),
            ),
          );
        await tx
          .update(documents)
          .set({ providedSeenAt: now })
          .where(
            and(
              eq(documents.userId, userId),
              isNotNull(documents.providedByAgentId),
              isNull(documents.providedSeenAt),
            ),
          );
      });
    },

    /** One provided contract counts as seen from `now` (opened by the adviser's link); false: none such. */
    async markContractSeen(userId: number, contractId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(contracts)
        .set({ providedSeenAt: now })
        .where(
          and(eq(contracts.userId, userId), eq(contracts.id, contractId), isNotNull(contracts.providedAt)),
        )
        .returning({ id: contracts.id });
      return rows.length > 0;
    },

    async hasContract(userId: number, contractId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: contracts.id })
        .from(contracts)
        .where(
          and(eq(contracts.userId, userId), eq(contracts.id, contractId), isNotNull(contracts.providedAt)),
        );
      return row !== undefined;
    },
  };
}

export type FreigabenRepository = ReturnType<typeof createFreigabenRepository>;
