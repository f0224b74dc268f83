import {
  type RetainedRecord,
  type RetentionKind,
  retainUntil,
  retentionKindOf,
  retentionOver,
} from '@kundenportal/domain/account-erasure/retention';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import type { Db } from '../../db/client';
import type { BlobStore } from '../../lib/blob-store/blob-store';
import { createRetentionRepository } from './retention-repository';

/**
 * What a retention duty keeps when an account is erased (issue 32, ADR 245) — the interface the erasure
 * job calls. Signed forms (mandates 10 years, other forms 6, from the end of the signing's year: § 257 HGB,
 * § 147 AO) are restricted, not deleted: registered in `retained_records`, hidden from every product view,
 * and purged once their last day has passed, leaving a tombstone so the agency's chain still verifies.
 *
 * For the job: `signed_forms` rows (customer-data entry `retained`) and their `pdf_blob_key` files are not
 * the erasure's to delete — the table refuses it; `signed_forms.user_id` has no foreign key, so the user
 * row goes while they stay. The customer's own copy of the PDF is a `documents` row and goes with the rest.
 */

type SignedFormRow = Awaited<
  ReturnType<ReturnType<typeof createRetentionRepository>['signedFormsOf']>
>[number];

/** A signed form as the list names it: restricted with its stored day, else by the rule. */
function keptRecord(row: SignedFormRow): RetainedRecord {
  const art = (row.art as RetentionKind | null) ?? retentionKindOf(row.formKey);
  return { art, titel: row.titel, aufbewahren_bis: row.keepUntil ?? retainUntil(row.signedAt, art) };
}

const stillKept = (now: Date) => (record: RetainedRecord) => !retentionOver(record.aufbewahren_bis, now);

/** What an erasure of the account would keep, and until when (`GET /api/users/loeschen`). */
export async function retainedOf(db: Db, userId: number, now: Date): Promise<RetainedRecord[]> {
  const rows = await createRetentionRepository(db).signedFormsOf(userId);
  return rows.map(keptRecord).filter(stillKept(now));
}

/**
 * Restricts the customer's signed forms inside the erasure's transaction, before its rows are deleted;
 * answers what is kept (for the mail). Run again, it registers nothing twice. A record already past its
 * last day is restricted too and goes with the next purge.
 */
export async function restrictRetainedRecords(
  tx: Db,
  userId: number,
  now: Date,
): Promise<{ kept: RetainedRecord[] }> {
  const repository = createRetentionRepository(tx);
  const rows = await repository.signedFormsOf(userId);
  const records = rows.map(keptRecord);
  await repository.restrict(
    rows.flatMap((row, index) => {
      const record = records[index];
      if (row.keepUntil !== null || !record) return [];
      return [
        {
          signedFormId: row.id,
          agentId: row.agentId,
          art: record.art,
          keepUntil: record.aufbewahren_bis,
          restrictedAt: now,
        },
      ];
    }),
  );
  return { kept: records.filter(stillKept(now)) };
}

/**
 * Deletes the restricted records whose last day is before today (Berlin), each replaced by its
 * tombstone (place and hashes, no personal data); answers how many. Their PDF copies go after the
 * commit, by `removePurgedFiles`.
 */
export async function purgeExpiredRetained(tx: Db, now: Date): Promise<number> {
  const repository = createRetentionRepository(tx);
  const expired = await repository.expired(isoDateIn(now));
  await repository.purge(expired.map((row) => ({ ...row, purgedAt: now })));
  return expired.length;
}

/**
 * Removes the purged records' PDF copies from the blob store, after the purge's commit; a key is cleared
 * once its file is gone, so a crash in between removes it again next time (removing is idempotent).
 */
export async function removePurgedFiles(db: Db, blobs: Pick<BlobStore, 'remove'>): Promise<number> {
  const repository = createRetentionRepository(db);
  const files = await repository.filesToRemove();
  for (const file of files) {
    if (file.key) await blobs.remove(file.key);
    await repository.fileRemoved(file.id);
  }
  return files.length;
}
