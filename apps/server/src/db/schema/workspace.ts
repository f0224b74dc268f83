import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { agents, users } from './accounts';
import { belongsTo, timestamps } from './columns';

/**
 * What an adviser changed (issue 14): who, when, what (`changes`: key, before, after), in a customer's
 * data or, with `customer_id` null, in the agency itself (its page, brand, legal texts, referral tiers,
 * form templates). Written in the transaction of the change; visible to every adviser of the agency.
 */
export const adviserAuditLog = pgTable(
  'adviser_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    agencyId: belongsTo('agency_id', () => agents.id),
    /** The adviser who acted; null once that account is gone (the entry stays). */
    adviserId: integer('adviser_id').references(() => users.id, { onDelete: 'set null' }),
    adviserName: text('adviser_name').notNull(),
    /** The customer the entry is about; null: the agency itself. */
    customerId: integer('customer_id').references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<{ key: string; before: unknown; after: unknown }[]>().notNull(),
    ...timestamps,
  },
  (t) => [
    index('adviser_audit_log_customer_idx').on(t.customerId, t.createdAt),
    index('adviser_audit_log_agency_idx').on(t.agencyId, t.createdAt).where(sql`${t.customerId} is null`),
  ],
);

/**
 * What the agency has opened in its inbox (issue 14, docs/decisions/028-inbox.md): one row per item,
 * `item_key` = '<kategorie>:<id>' (a request, a signed form's record, a new customer). No row: unread.
 * Shared by the agency's advisers, like a team mailbox.
 */
export const inboxReads = pgTable(
  'inbox_reads',
  {
    agencyId: belongsTo('agency_id', () => agents.id),
    itemKey: text('item_key').notNull(),
    readBy: integer('read_by').references(() => users.id, { onDelete: 'set null' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.itemKey] })],
);

/**
 * Invitations of addresses that already have an account outside the inviting agency (issue 27, ADR 042):
 * `id` is the invited account, a pending customer like any other whose own address is unreachable, and
 * `email` the address the adviser typed, shown in the workspace. The names and `expires_at` are as at the
 * invitation (the account's and its activation code's are the current ones).
 */
export const unsentInvitations = pgTable(
  'unsent_invitations',
  {
    id: integer('id').primaryKey(),
    agencyId: belongsTo('agency_id', () => agents.id),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('unsent_invitations_agency_email_idx').on(t.agencyId, sql`lower(${t.email})`)],
);

/**
 * The agency's presets of a customer's switches (issue 27, item 27; ADR 041): a named set of flag, feature
 * and form values, applied at an invitation or later on the switches page — applied, not linked, so a
 * later change of a preset changes no customer. One of them is the agency's default (partial unique index).
 */
export const customerPresets = pgTable(
  'customer_presets',
  {
    id: serial('id').primaryKey(),
    agencyId: belongsTo('agency_id', () => agents.id),
    name: text('name').notNull(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('customer_presets_agency_name_idx').on(t.agencyId, sql`lower(${t.name})`),
    uniqueIndex('customer_presets_agency_default_idx').on(t.agencyId).where(sql`${t.isDefault}`),
  ],
);
