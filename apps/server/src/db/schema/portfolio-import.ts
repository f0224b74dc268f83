import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agents, users } from './accounts';
import { belongsTo, timestamps } from './columns';

/**
 * A portfolio file's preview (issue 31, ADR 208): the agency's, kept until `expires_at` so that applying
 * it needs no second upload; `applied_at` once applied (a second apply is a 409). The counts are the
 * preview's answer.
 */
export const portfolioImports = pgTable(
  'portfolio_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: belongsTo('agency_id', () => agents.id),
    adviserId: integer('adviser_id').references(() => users.id, { onDelete: 'set null' }),
    counts: jsonb('counts')
      .$type<{
        neu: number;
        geaendert: number;
        unveraendert: number;
        ohneKunde: number;
        abgelehnt: number;
        /** The file's name and format ('CSV' | 'GDV'), for the agency's log (no column of their own). */
        datei?: string;
        format?: 'CSV' | 'GDV' | null;
      }>()
      .notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('portfolio_imports_agency_idx').on(t.agencyId, t.expiresAt)],
);

/**
 * A preview's rows in file order (`pos`), each of one kind (`art`: neu, geaendert, unveraendert,
 * ohneKunde, abgelehnt) with what the detail page shows and what applying needs (`data`, JSONB).
 */
export const portfolioImportRows = pgTable(
  'portfolio_import_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => portfolioImports.id, { onDelete: 'cascade' }),
    pos: integer('pos').notNull(),
    art: text('art').notNull(),
    zeile: integer('zeile').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.pos] }),
    index('portfolio_import_rows_art_idx').on(t.importId, t.art, t.pos),
  ],
);
