import { index, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { belongsTo, timestamps } from './columns';
import { contracts } from './contracts';

/**
 * A customer's contact persons at insurers and authorities (Ansprechpartner, issue 11): the catalogue's
 * authority/insurer contact. Linked to contracts of the same household through contactPersonContracts.
 */
export const contactPersons = pgTable(
  'contact_persons',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    firma: text('firma'),
    anrede: text('anrede'),
    vorname: text('vorname').notNull(),
    name: text('name').notNull(),
    street: text('street'),
    zip: text('zip'),
    city: text('city'),
    phone: text('phone').notNull(),
    fax: text('fax'),
    email: text('email').notNull(),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_persons_user_idx').on(t.userId)],
);

/** Which contracts a contact person is responsible for (both of the same customer; checked on linking). */
export const contactPersonContracts = pgTable(
  'contact_person_contracts',
  {
    contactPersonId: belongsTo('contact_person_id', () => contactPersons.id),
    contractId: belongsTo('contract_id', () => contracts.id),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.contactPersonId, t.contractId] }),
    index('contact_person_contracts_contract_idx').on(t.contractId),
  ],
);
