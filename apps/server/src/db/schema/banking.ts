import { boolean, date, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { belongsTo, timestamps } from './columns';

/*
 * The banking area (issue 33, ADR 260). Columns ending in `_sealed` hold AES-256-GCM ciphertexts
 * ('<key id>:<base64 of IV, ciphertext, tag>', modules/banking/field-cipher.ts); columns ending in `_hash`
 * an HMAC-SHA-256 of a value under one key of the ring (a blind index: equal values, equal hashes, and no
 * way back). Only what a query filters or sorts by is plain: the booking date and the category.
 */

/** A customer's bank account, one per IBAN. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    ibanHash: text('iban_hash').notNull(),
    ibanSealed: text('iban_sealed').notNull(),
    ownerNameSealed: text('owner_name_sealed'),
    /** The bank the statement file names (domain banking/bank-name.ts), sealed. */
    bankNameSealed: text('bank_name_sealed'),
    /** The last booked balance in cents, sealed, and its date. */
    balanceSealed: text('balance_sealed'),
    balanceDate: date('balance_date', { mode: 'string' }),
    currency: text('currency').notNull(),
    /** Where its data came from: 'import' (a statement file), later an aggregator. */
    source: text('source').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [uniqueIndex('bank_accounts_user_iban_idx').on(t.userId, t.ibanHash)],
);

/** A booked entry of an account; its details (amount, counterparty, purpose …) sealed as one JSON value. */
export const bankTransactions = pgTable(
  'bank_transactions',
  {
    id: serial('id').primaryKey(),
    accountId: belongsTo('account_id', () => bankAccounts.id),
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    /** The entry key (domain banking/entry-key.ts), hashed: a re-imported entry is found by it. */
    entryHash: text('entry_hash').notNull(),
    /** The counterparty key (domain banking/categories.ts), hashed: its rule is found by it. */
    counterpartyHash: text('counterparty_hash'),
    detailsSealed: text('details_sealed').notNull(),
    category: text('category').notNull(),
    /** The customer set the category by hand: a learned rule does not change it. */
    categoryManual: boolean('category_manual').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bank_transactions_entry_idx').on(t.accountId, t.entryHash),
    index('bank_transactions_account_date_idx').on(t.accountId, t.bookingDate),
    index('bank_transactions_counterparty_idx').on(t.counterpartyHash),
  ],
);

/** What a customer's correction taught: this counterparty's entries are of this category. */
export const bankCategoryRules = pgTable(
  'bank_category_rules',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    counterpartyHash: text('counterparty_hash').notNull(),
    /** The counterparty key itself, sealed (a key rotation computes the hash anew from it). */
    counterpartySealed: text('counterparty_sealed').notNull(),
    category: text('category').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bank_category_rules_user_idx').on(t.userId, t.counterpartyHash)],
);

export type BankTransactionRow = typeof bankTransactions.$inferSelect;
export type BankAccountRow = typeof bankAccounts.$inferSelect;
