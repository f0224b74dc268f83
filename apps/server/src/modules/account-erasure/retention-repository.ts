import { and, asc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { formTemplates, retainedRecords, signedForms, signedFormTombstones } from '../../db/schema';

/** How many purged records' files one pass removes. */
const FILES_PER_PASS = 100;

/**
 * The retention's SQL (ADR 245): the signed forms a customer's erasure keeps, their register, and the
 * purge that replaces an expired record with its tombstone. `db` may be the erasure's transaction.
 */
export function createRetentionRepository(db: Db) {
  return {
    /** The customer's signed forms with their title, and whether each is restricted already. */
    signedFormsOf(userId: number) {
      return db
        .select({
          id: signedForms.id,
          agentId: signedForms.agentId,
          formKey: signedForms.formKey,
          signedAt: signedForms.signedAt,
          titel: formTemplates.title,
          keepUntil: retainedRecords.keepUntil,
          art: retainedRecords.art,
        })
        .from(signedForms)
        .innerJoin(formTemplates, eq(formTemplates.id, signedForms.templateId))
        .leftJoin(retainedRecords, eq(retainedRecords.signedFormId, signedForms.id))
        .where(eq(signedForms.userId, userId))
        .orderBy(asc(signedForms.signedAt), asc(signedForms.seq));
    },

    async restrict(rows: (typeof retainedRecords.$inferInsert)[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(retainedRecords).values(rows).onConflictDoNothing();
    },

    /** Restricted records whose last day is before `today`, locked (another process skips them). */
    expired(today: string) {
      return db
        .select({
          id: signedForms.id,
          agentId: signedForms.agentId,
          seq: signedForms.seq,
          prevHash: signedForms.prevHash,
          recordHash: signedForms.recordHash,
          fileKey: signedForms.pdfBlobKey,
        })
        .from(retainedRecords)
        .innerJoin(signedForms, eq(signedForms.id, retainedRecords.signedFormId))
        .where(lt(retainedRecords.keepUntil, today))
        .orderBy(asc(retainedRecords.keepUntil))
        .for('update', { of: retainedRecords, skipLocked: true });
    },

    /** The tombstones first: `signed_forms` refuses a DELETE whose record has none. */
    async purge(rows: (typeof signedFormTombstones.$inferInsert)[]): Promise<void> {
      if (rows.length === 0) return;
      const ids = rows.map((row) => row.id);
      await db.insert(signedFormTombstones).values(rows);
      await db.delete(retainedRecords).where(inArray(retainedRecords.signedFormId, ids));
      await db.delete(signedForms).where(inArray(signedForms.id, ids));
    },

    filesToRemove() {
      return db
        .select({ id: signedFormTombstones.id, key: signedFormTombstones.fileKey })
        .from(signedFormTombstones)
        .where(isNotNull(signedFormTombstones.fileKey))
        .limit(FILES_PER_PASS);
    },

    async fileRemoved(id: string): Promise<void> {
      await db
        .update(signedFormTombstones)
        .set({ fileKey: null })
        .where(and(eq(signedFormTombstones.id, id), isNotNull(signedFormTombstones.fileKey)));
    },
  };
}
