import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * Messages (mail, SMS) to send, written in the same transaction as the change that causes them and
 * sent by a worker that claims rows with `FOR UPDATE SKIP LOCKED` and a lease (`status = 'sending'`
 * until `next_attempt_at`), with retries and back-off.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
