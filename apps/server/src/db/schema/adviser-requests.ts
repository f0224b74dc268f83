import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { agents, users } from './accounts';
import { belongsTo, timestamps } from './columns';
import { contracts } from './contracts';

/**
 * What a customer sends to the adviser (issue 10: a contract to be optimised; issue 11 adds contact
 * requests, recommendations, damage reports and enquiries): the stored record the adviser workspace
 * lists, written in the same transaction as the mail to the adviser in the outbox.
 */
export const adviserRequests = pgTable(
  'adviser_requests',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    /** ADVISER_REQUEST_KINDS of packages/domain/src/adviser-requests/request-kinds.ts */
    kind: text('kind').notNull(),
    contractId: integer('contract_id').references(() => contracts.id, { onDelete: 'set null' }),
    /** entwurf (a damage report whose files are uploading), eingegangen, in_bearbeitung, erledigt */
    status: text('status').notNull().default('eingegangen'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** When the adviser's mail was queued; null for a draft. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('adviser_requests_agent_idx').on(t.agentId, t.createdAt),
    index('adviser_requests_user_idx').on(t.userId, t.kind, t.createdAt),
  ],
);
