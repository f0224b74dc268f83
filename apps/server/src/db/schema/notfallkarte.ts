import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The customer's emergency contact on the Notfallkarte (issue 32): entered by the customer only, one per
 * account, deleted with it. `telefon` as the phone rule stores it (digits with the country code).
 */
export const emergencyContacts = pgTable('emergency_contacts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  telefon: text('telefon').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
