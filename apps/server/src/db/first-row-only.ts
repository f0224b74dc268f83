import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * `value` on the first row of a statement's answer (by `order`), null on the others: a household read as
 * its contracts' rows (ADR 318) carries its JSON lists once, not once per contract — PostgreSQL evaluates
 * a CASE's branch only when taken, so the subquery runs once and the rows stay small to send and parse.
 */
export function onFirstRow<T>(order: SQLWrapper, value: SQL<T>): SQL<T | null> {
  return sql<T | null>`case when row_number() over (order by ${order}) = 1 then ${value} end`;
}
