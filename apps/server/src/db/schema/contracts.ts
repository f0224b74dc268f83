import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { timestamps } from './columns';
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Deleting a person first moves its contracts to the main person (app.ts hook); no action here. */
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id),
    sparte: text('sparte').notNull(),
    status: text('status').notNull().default('A'),
    name: text('name'),
    nummer: text('nummer'),
    label: text('label'),
    gesellschaft: text('gesellschaft').notNull(),
    beitrag: numeric('beitrag', { precision: 12, scale: 2, mode: 'number' }),
    zahlungsweise: integer('zahlungsweise'),
    ablaufberechnung: integer('ablaufberechnung').notNull().default(0),
    beginn: date('beginn', { mode: 'string' }),
    ablauf: date('ablauf', { mode: 'string' }),
    automatischeVerlaengerung: integer('automatische_verlaengerung').notNull().default(0),
    kuendbarBis: date('kuendbar_bis', { mode: 'string' }),
    memoryDatum: date('memory_datum', { mode: 'string' }),
    memoryMassage: text('memory_massage'),
    /** When the reminder of `memoryDatum` went out; cleared when the date changes. */
    memorySentAt: timestamp('memory_sent_at', { withTimezone: true }),
    /** The 'kündbar bis' date the customer was last told about by mail (once per deadline). */
    deadlineNotifiedFor: date('deadline_notified_for', { mode: 'string' }),
    kfWert: integer('kf_wert'),
    kfEinheit: text('kf_einheit'),
    kfEnde: text('kf_ende'),
    kfVerlaengertWert: integer('kf_verlaengert_wert'),
    kfVerlaengertEinheit: text('kf_verlaengert_einheit'),
    mindestlaufzeitWert: integer('mindestlaufzeit_wert'),
    mindestlaufzeitEinheit: text('mindestlaufzeit_einheit'),
    vEndeAm: date('v_ende_am', { mode: 'string' }),
    vGekuAm: date('v_geku_am', { mode: 'string' }),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contracts_user_idx').on(t.userId, t.id),
    index('contracts_person_idx').on(t.personId),
    index('contracts_memory_due_idx').on(t.memoryDatum).where(sql`${t.memorySentAt} is null`),
  ],
);
