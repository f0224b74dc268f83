import { date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agents } from './accounts';
import { signedForms } from './forms';

/**
 * A signed form kept under a retention duty after its customer asked for the erasure (issue 32, ADR 245):
 * restricted (Art. 18 DSGVO) — no product view lists it — until `keep_until` has passed, then purged (the
 * record deleted, a tombstone left in its agency's chain). No customer column: the account is gone.
 */
export const retainedRecords = pgTable(
  'retained_records',
  {
    signedFormId: uuid('signed_form_id')
      .primaryKey()
      .references(() => signedForms.id),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    /** The record type of the retention rule (packages/domain/src/account-erasure/retention.ts). */
    art: text('art').notNull(),
    /** The last day the record is kept, 'YYYY-MM-DD' (the 31 December of the rule's year). */
    keepUntil: date('keep_until', { mode: 'string' }).notNull(),
    restrictedAt: timestamp('restricted_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('retained_records_keep_until_idx').on(t.keepUntil)],
);

/**
 * What is left of a purged signed form in its agency's hash chain (ADR 245): its place and hashes, no
 * personal data, so the chain still verifies; `signed_forms` refuses a DELETE without one (migration 0042).
 * `file_key` names the audit's PDF copy until it is removed from the blob store after the purge's commit.
 */
export const signedFormTombstones = pgTable(
  'signed_form_tombstones',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    seq: integer('seq').notNull(),
    id: uuid('id').notNull().unique(),
    prevHash: text('prev_hash'),
    recordHash: text('record_hash').notNull(),
    purgedAt: timestamp('purged_at', { withTimezone: true }).notNull(),
    fileKey: text('file_key'),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.seq] })],
);
