import { contractStore } from '@kundenportal/domain/forms/catalogue/contract';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { catalogueColumns } from '../catalogue-columns';
import { agents, users } from './accounts';
import { belongsTo, timestamps } from './columns';
import { persons } from './household';

/**
 * Contracts of the household (issue 10): the catalogue's fields (spec section 3) under their own names,
 * owned by the account and assigned to one of its persons; `sparte` a key of the domain's Sparten
 * table. Deadlines are computed, never stored (contracts/deadlines.ts), except `kuendbar_bis` as entered.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    /** Deleting a person first moves its contracts to the main person (app.ts hook); no action here. */
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id),
    sparte: text('sparte').notNull(),
    /** The catalogue's fields, one column each (forms/catalogue/contract.ts `contractStore`, ADR 105). */
    ...catalogueColumns(contractStore),
    /** When the reminder of `memoryDatum` went out; cleared when the date changes. */
    memorySentAt: timestamp('memory_sent_at', { withTimezone: true }),
    /** The 'kündbar bis' date the customer was last told about by mail (once per deadline). */
    deadlineNotifiedFor: date('deadline_notified_for', { mode: 'string' }),
    /** The agency that provided this contract (issue 31): its adviser owns the contract's facts
     * (domain contracts/provided-contract.ts); null for a contract the customer entered. */
    providedByAgencyId: integer('provided_by_agency_id').references(() => agents.id, {
      onDelete: 'set null',
    }),
    /** When the agency provided or last changed it, and when the customer saw that in 'Meine Freigaben'. */
    providedAt: timestamp('provided_at', { withTimezone: true }),
    providedSeenAt: timestamp('provided_seen_at', { withTimezone: true }),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contracts_user_idx').on(t.userId, t.id),
    index('contracts_person_idx').on(t.personId),
    index('contracts_provided_idx').on(t.userId, t.providedAt).where(sql`${t.providedAt} is not null`),
    index('contracts_memory_due_idx').on(t.memoryDatum).where(sql`${t.memorySentAt} is null`),
  ],
);
