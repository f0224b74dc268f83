import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agents, documents, formTemplates, signedForms, signedFormTombstones } from '../../db/schema';

export type AuditRecord = typeof signedForms.$inferSelect;

/**
 * The signature check's reads (issue 27): audit records by ID or by the PDF's hash, a record's
 * neighbours in its adviser's chain, and whether a customer's document names a signed form.
 */
export function createSignaturesRepository(db: Db) {
  return {
    async recordsByIds(ids: readonly string[]): Promise<AuditRecord[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(signedForms)
        .where(inArray(signedForms.id, [...ids]));
    },

    /** No index on pdf_sha256: only for files without an ID, and the public check is rate-limited. */
    async recordsByPdfHash(sha256: string): Promise<AuditRecord[]> {
      return db.select().from(signedForms).where(eq(signedForms.pdfSha256, sha256)).limit(2);
    },

    /**
     * The records before and after `seq` in the adviser's chain (a purged one by its tombstone, ADR 245),
     * and the adviser's head.
     */
    async neighbours(agentId: number, seq: number) {
      const seqs = [seq - 1, seq + 1];
      const link = (table: typeof signedForms | typeof signedFormTombstones) =>
        db
          .select({ seq: table.seq, prevHash: table.prevHash, recordHash: table.recordHash })
          .from(table)
          .where(and(eq(table.agentId, agentId), inArray(table.seq, seqs)));
      const rows = (await Promise.all([link(signedForms), link(signedFormTombstones)])).flat();
      const [head] = await db
        .select({ seq: agents.auditSeq, hash: agents.auditHead })
        .from(agents)
        .where(eq(agents.id, agentId));
      return {
        previous: rows.find((row) => row.seq === seq - 1) ?? null,
        next: rows.find((row) => row.seq === seq + 1) ?? null,
        head: head ?? null,
      };
    },

    /** Which of these IDs a customer's document names as its signed form (kept when a record is gone). */
    async documentedIds(ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectDistinct({ id: documents.signedFormId })
        .from(documents)
        .where(inArray(documents.signedFormId, [...ids]));
      return rows.flatMap((row) => (row.id ? [row.id] : []));
    },

    /** The form's title as its PDF prints it. */
    async templateTitle(templateId: number): Promise<string | null> {
      const [row] = await db
        .select({ title: formTemplates.title })
        .from(formTemplates)
        .where(eq(formTemplates.id, templateId));
      return row?.title ?? null;
    },
  };
}

export type SignaturesRepository = ReturnType<typeof createSignaturesRepository>;
