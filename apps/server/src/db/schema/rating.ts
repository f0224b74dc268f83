import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { timestamps } from './columns';

/** The customer's app rating (issue 13): stars 1–5 and an optional text, or only `dismissed_at` when they declined. */
export const appRatings = pgTable('app_ratings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  stars: integer('stars'),
  text: text('text'),
  dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  ...timestamps,
});
