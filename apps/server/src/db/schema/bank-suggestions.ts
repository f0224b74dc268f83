import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { belongsTo } from './columns';
import { contracts } from './contracts';

/**
 * What a customer decided about a contract found in the debits (issue 33, ADR 255): dismissed, or accepted
 * as a contract. The suggestion's key (creditor id and mandate reference) is bank data, so it is kept as
 * the banking area keeps such values (ADR 260): sealed, and as a keyed hash to find it by.
 */
export const bankSuggestionDecisions = pgTable(
  'bank_suggestion_decisions',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    keyHash: text('key_hash').notNull(),
    keySealed: text('key_sealed').notNull(),
    /** 'dismissed' or 'accepted'. */
    decision: text('decision').notNull(),
    /** The contract an accepted suggestion became (null once that contract is deleted). */
    contractId: integer('contract_id').references(() => contracts.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bank_suggestion_decisions_user_key_idx').on(t.userId, t.keyHash)],
);
