import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { belongsTo, timestamps } from './columns';
import { contracts } from './contracts';

/**
 * The customer's own reminders (Wecker, issue 10), optionally tied to a contract. A contract's own
 * reminder is `contracts.memory_datum`; both go out on their day at 08:00 Berlin through the outbox,
 * claimed with FOR UPDATE SKIP LOCKED and marked `sent_at` in the same transaction (exactly once).
 */
export const reminders = pgTable(
  'reminders',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    contractId: integer('contract_id').references(() => contracts.id, { onDelete: 'set null' }),
    datum: date('datum', { mode: 'string' }).notNull(),
    eMassage: text('e_massage').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reminders_user_idx').on(t.userId, t.datum),
    index('reminders_due_idx').on(t.datum).where(sql`${t.sentAt} is null`),
  ],
);

/**
 * A customer's private calendar feed (issue 10): the secret in the feed URL is shown once; only its
 * SHA-256 is kept. One per customer; a new one replaces it (the old URL stops working), deleting revokes.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  ...timestamps,
});

/**
 * Work done once a day for the whole cluster (issue 34, ADR 334): the daily deadline scan reads every
 * active contract, so one process claims the day and the others skip it. A row per kind of work and day;
 * `claimed_at`: a process is at it (a lease: an older claim is taken over, e.g. after kill -9); `done`:
 * finished. Rows older than a week go when a day is finished.
 */
export const dailyRuns = pgTable(
  'daily_runs',
  {
    name: text('name').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    done: boolean('done').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.name, t.day] })],
);
