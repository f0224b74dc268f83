import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { agents, users } from './accounts';
import { belongsTo, timestamps } from './columns';

/**
 * The agency's Vergleichsrechner (issue 31): a calculator's title, Sparte, the frame's address and the
 * origins allowed to set its height (normalised as the domain's `normalOrigin` writes them). Listed by
 * Sparte, then in the order they were added.
 */
export const vergleichsrechner = pgTable(
  'vergleichsrechner',
  {
    id: serial('id').primaryKey(),
    agencyId: belongsTo('agency_id', () => agents.id),
    titel: text('titel').notNull(),
    sparte: text('sparte').notNull(),
    url: text('url').notNull(),
    origins: jsonb('origins').$type<string[]>().notNull(),
    ...timestamps,
  },
  (t) => [index('vergleichsrechner_agency_idx').on(t.agencyId)],
);

/**
 * A single-use ticket that opens one calculator's frame host page (ADR 193): a browser's frame cannot send
 * the session's header and the token never goes into a URL. Only the ticket's hash is stored; opening the
 * page deletes the row.
 */
export const vergleichsrechnerTickets = pgTable(
  'vergleichsrechner_tickets',
  {
    hash: text('hash').primaryKey(),
    rechnerId: belongsTo('rechner_id', () => vergleichsrechner.id),
    userId: belongsTo('user_id', () => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('vergleichsrechner_tickets_expires_idx').on(t.expiresAt)],
);
