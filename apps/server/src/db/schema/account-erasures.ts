import { integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
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
});
