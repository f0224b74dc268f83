import { personColumnStore } from '@kundenportal/domain/household/person-input';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { catalogueColumns } from '../catalogue-columns';
import { users } from './accounts';
import { belongsTo, timestamps } from './columns';

export const persons = pgTable(
  'persons',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    isMain: boolean('is_main').notNull().default(false),
    /** The catalogue fields with a column of their own (household/person-input.ts `personColumnStore`, ADR 105). */
    ...catalogueColumns(personColumnStore),
    mvpFreigabe: integer('mvp_freigabe').notNull().default(0),
    email: text('email'),
    phone: text('phone'),
    mobil: text('mobil'),
    /** Consent to be contacted through email, phone and mobil (person mail screen, docs/decisions/006-persons.md). */
    kontaktEinwilligung: boolean('kontakt_einwilligung').notNull().default(false),
    /** The person's number in the adviser's system (PersonnummerVM); never written by the customer. */
    personnummerVm: text('personnummer_vm'),
    /** The dynamic catalogue fields (kinderanzahl, situation …) and vcheck flags, normalised by the form engine. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    index('persons_user_idx').on(t.userId),
    uniqueIndex('persons_one_main_idx').on(t.userId).where(sql`${t.isMain}`),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    personId: belongsTo('person_id', () => persons.id),
    isMain: boolean('is_main').notNull().default(false),
    co: text('co'),
    address: text('address'),
    addressnumber: text('addressnumber'),
    streetcode: text('streetcode'),
    city: text('city'),
    bundesland: text('bundesland'),
    land: text('land'),
    ...timestamps,
  },
  (t) => [
    index('addresses_person_idx').on(t.personId),
    uniqueIndex('addresses_one_main_idx').on(t.personId).where(sql`${t.isMain}`),
  ],
);

/** A person's bank connections; `is_main` is the API's `used` flag, exactly one per person while any is left. */
export const bankConnections = pgTable(
  'bank_connections',
  {
    id: serial('id').primaryKey(),
    personId: belongsTo('person_id', () => persons.id),
    isMain: boolean('is_main').notNull().default(false),
    /**
     * Before ADR 286 the IBAN in clear (normalised: upper case, no spaces); the server seals such a value
     * into `iban_sealed` when it starts and empties this column. Always null once a server has started.
     */
    iban: text('iban'),
    /** The IBAN (normalised: upper case, no spaces), sealed with the banking key ring (ADR 260, 286). */
    ibanSealed: text('iban_sealed'),
    bic: text('bic'),
    kontoinhaber: text('kontoinhaber'),
    zahlungsweise: text('zahlungsweise').notNull(),
    ...timestamps,
  },
  (t) => [
    index('bank_connections_person_idx').on(t.personId),
    uniqueIndex('bank_connections_one_main_idx').on(t.personId).where(sql`${t.isMain}`),
  ],
);
