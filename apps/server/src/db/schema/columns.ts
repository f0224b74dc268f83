import { type AnyPgColumn, integer, timestamp } from 'drizzle-orm/pg-core';

/** The creation time most tables carry. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

/** The row this one belongs to: always set, and this row is deleted with it. */
export const belongsTo = (name: string, owner: () => AnyPgColumn) =>
  integer(name).notNull().references(owner, { onDelete: 'cascade' });
