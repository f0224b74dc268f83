import { bigserial, boolean, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { belongsTo, timestamps } from './columns';

/**
 * A customer's choice for one mail notification (issue 13). No row means the default: on. Every sender
 * of a notification mail asks `notification_rules` before it enqueues (lib/notifications).
 */
export const notificationRules = pgTable(
  'notification_rules',
  {
    userId: belongsTo('user_id', () => users.id),
    triggerEvent: text('trigger_event').notNull(),
    active: boolean('active').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.triggerEvent] })],
);

/**
 * A browser's Web Push subscription of a customer (issue 14): where to send an away customer's chat
 * notifications. One row per endpoint; a push service that answers 404/410 has dropped it, and so do we.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    ...timestamps,
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
