import { timestamp } from 'drizzle-orm/pg-core';

/** The creation time most tables carry. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};
