import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A customer's pending erasure (issue 32, "Konto löschen", Art. 17 DSGVO, ADR 239): asked for with the
 * password, cancellable until `due_at` (14 days later); then the erasure job deletes the account. One
 * per account; cancelling deletes the row, so a new request is a new id (and a new inbox item).
 */
export const accountErasures = pgTable('account_erasures', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  /** When the erasure job closed the account (ADR 240): from then on it finishes, whatever the clock says. */
  startedAt: timestamp('started_at', { withTimezone: true }),
});

/**
 * Files to remove from the blob store (ADR 240): the erasure's transaction queues the keys of the rows it
 * deletes, and the job removes the files after the commit (a file without its row is invisible; a row
 * without its file would not be), then the key. A crash between leaves the key for the next run. A removal
 * while a backup copies queues its key here too (ADR 335); lib/blob-store/removal-gate drains the table.
 */
export const blobRemovals = pgTable('blob_removals', {
  key: text('key').primaryKey(),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
});
