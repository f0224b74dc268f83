import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { agents, users } from './accounts';
import { belongsTo, timestamps } from './columns';

/** An adviser's payout tiers (issue 13): from `min_count` successful referrals on, each is worth `value_cents`. */
export const referralTiers = pgTable(
  'referral_tiers',
  {
    id: serial('id').primaryKey(),
    agentId: belongsTo('agent_id', () => agents.id),
    minCount: integer('min_count').notNull(),
    valueCents: integer('value_cents').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('referral_tiers_agent_count_idx').on(t.agentId, t.minCount)],
);

/**
 * A customer who signed up through another customer's referral link (issue 13): registriert, then
 * bestaetigt when the adviser confirms. One referral per new customer.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    referrerUserId: belongsTo('referrer_user_id', () => users.id),
    referredUserId: belongsTo('referred_user_id', () => users.id).unique(),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    /** registriert | bestaetigt */
    status: text('status').notNull().default('registriert'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('referrals_referrer_idx').on(t.referrerUserId, t.createdAt)],
);

/** The payout of a confirmed referral: amount by the adviser's tiers, a bonus, the voucher type; paid when `paid_at` is set. */
export const referralPayments = pgTable(
  'referral_payments',
  {
    id: serial('id').primaryKey(),
    referralId: belongsTo('referral_id', () => referrals.id).unique(),
    referrerUserId: belongsTo('referrer_user_id', () => users.id),
    amountCents: integer('amount_cents').notNull(),
    bonusCents: integer('bonus_cents').notNull().default(0),
    voucherType: text('voucher_type').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('referral_payments_referrer_idx').on(t.referrerUserId, t.paidAt)],
);
