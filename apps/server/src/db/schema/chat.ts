import type { ChatAttachment } from '@kundenportal/domain/chat/chat';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { agents, users } from './accounts';
import { belongsTo, timestamps } from './columns';

/**
 * The chat between a customer and their agency (issue 14). A message belongs to the agency the customer
 * had when it was written: a customer who changes adviser starts a new conversation, and the old agency
 * keeps its own. Ids of one agency follow commit order (an advisory lock per agency serialises the
 * inserts), so a stream can resume after the last id it delivered.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: belongsTo('customer_id', () => users.id),
    agencyId: belongsTo('agency_id', () => agents.id),
    /** customer | adviser: whose side wrote it. */
    sender: text('sender').notNull(),
    /** The writing account; null once it is gone (the message stays with `authorName`). */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    /** The files sent with it, as they were then (issue 14: documents of the household). */
    attachments: jsonb('attachments').$type<ChatAttachment[]>().notNull().default([]),
    /** When the other side read it. */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When the away customer was told about it (mail); at most one such message per unread streak. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.customerId, t.agencyId, t.id),
    index('chat_messages_agency_idx').on(t.agencyId, t.id),
    // The unread counts (the app's badge on every page, the workspace's conversations): issue 34, migration 0049.
    index('chat_messages_unread_idx').on(t.customerId, t.agencyId, t.sender).where(sql`${t.readAt} is null`),
    check('chat_messages_sender', sql`${t.sender} in ('customer', 'adviser')`),
  ],
);

/**
 * When a customer's chat stream last said it is open (issue 14): away customers get a mail and a push
 * for an adviser's message. A table of its own: users rows feed the profile cache's change trigger.
 */
export const chatPresence = pgTable('chat_presence', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
});
