import { type PGlite, types } from '@electric-sql/pglite';

/**
 * The types drizzle has PGlite answer as text with every statement (drizzle-orm/pglite/session.js: its
 * `parsers` option, each `(value) => value`): timestamps, dates, intervals, and numeric, timestamp,
 * timestamptz, interval and date arrays.
 */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];

const asText = (value: string) => value;
const drizzleKeys = new Set(DRIZZLE_TEXT_TYPES.map(String));

type Options = { parsers?: Record<string, unknown> } & Record<string, unknown>;
type Query = (text: string, params?: unknown[], options?: Options) => Promise<unknown>;

/** The options without drizzle's parsers (the client's own table answers those types as text already). */
function withoutDrizzleParsers(options: Options | undefined): Options | undefined {
  const parsers = options?.parsers;
  if (!parsers) return options;
  const keys = Object.keys(parsers);
  if (keys.length !== drizzleKeys.size || !keys.every((key) => drizzleKeys.has(key))) return options;
  const { parsers: _drizzles, ...rest } = options;
  return rest;
}

/**
 * PGlite merges a statement's `parsers` option into a copy of its whole table (~320 type parsers, array
 * types included) for every statement: ~180 µs of CPU each, about a fifth of a simple select through drizzle
 * (ADR 316). The client's table answers drizzle's types as text once, and drizzle's option, always the same,
 * is left off its statements and those of its transactions: the same values, without the copy. Any other
 * `parsers` option still goes to PGlite as given.
 */
export function parseDrizzleTypesOnce(client: PGlite): void {
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;
  const query = client.query.bind(client) as Query;
  client.query = ((text, params, options) =>
    query(text, params, withoutDrizzleParsers(options))) as Query as typeof client.query;
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: (tx: { query: Query }) => Promise<unknown>) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx) as Query;
      (tx as unknown as { query: Query }).query = (text, params, options) =>
        txQuery(text, params, withoutDrizzleParsers(options));
      return callback(tx as unknown as { query: Query });
    })) as typeof client.transaction;
}
