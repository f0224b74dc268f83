import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { belongsTo, timestamps } from './columns';

/**
 * The customer's data exports (issue 32, "Meine Daten herunterladen", ADR 222): a background job that
 * writes a ZIP to the blob store under `file_key`; `progress` 0–100 while it runs ('laeuft'), then
 * 'fertig' or 'fehler'. Downloaded with a ticket whose hash is kept, until `expires_at` (24 hours).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: belongsTo('user_id', () => users.id),
    status: text('status').$type<'laeuft' | 'fertig' | 'fehler'>().notNull().default('laeuft'),
    progress: integer('progress').notNull().default(0),
    fileKey: text('file_key'),
    ticketHash: text('ticket_hash').unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps,
    /** The running job's heartbeat: a 'laeuft' export not touched for a minute lost its process. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('data_exports_user_idx').on(t.userId, t.createdAt)],
);
