import { types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { pgliteOf } from '../../src/db/snapshot-socket';

/**
 * PGlite with drizzle's text types in its own table, drizzle's per-statement copy left off (ADR 316): the
 * values are those drizzle's own parsers gave — text — in statements and transactions, and a statement's
 * other parsers still apply. An in-memory PGlite of its own, also in the PostgreSQL pass (it is PGlite's).
 */
let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
});
afterAll(async () => {
  await database.close();
});

const values = sql`select
  timestamptz '2026-11-29 10:00:00+01' as tstz, timestamp '2026-11-29 10:00:00' as ts, date '2026-11-29' as d,
  interval '1 day 2 hours' as i, array[1.5, 2]::numeric[] as nums, array[timestamp '2026-11-29 10:00:00'] as tss,
  array[timestamptz '2026-11-29 10:00:00+00'] as tstzs, array[interval '3 days'] as ivs,
  array[date '2026-11-29'] as ds, 42::int as n, true as b, '{"a":1}'::jsonb as j`;

const asText = {
  tstz: '2026-11-29 09:00:00+00',
  ts: '2026-11-29 10:00:00',
  d: '2026-11-29',
  i: '1 day 02:00:00',
  nums: '{1.5,2}',
  tss: '{"2026-11-29 10:00:00"}',
  tstzs: '{"2026-11-29 10:00:00+00"}',
  ivs: '{"3 days"}',
  ds: '{2026-11-29}',
  n: 42,
  b: true,
  j: { a: 1 },
};

const stamps = pgTable('pglite_parsers_stamps', {
  id: serial('id').primaryKey(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  text: timestamp('text', { withTimezone: true, mode: 'string' }).notNull(),
});

describe('PGlite answers drizzle’s types as text without a copy of its parser table per statement', () => {
  it('timestamps, dates, intervals and their arrays come back as text, other types parsed', async () => {
    const { rows } = (await database.db.execute(values)) as unknown as { rows: unknown[] };
    expect(rows).toEqual([asText]);
  });

  it('in a transaction as outside it, and the query builder maps them as its columns say', async () => {
    const { db } = database;
    await db.execute(
      sql`create table pglite_parsers_stamps (id serial primary key, at timestamptz not null, text timestamptz not null)`,
    );
    const inside = await db.transaction(async (tx) => {
      await tx
        .insert(stamps)
        .values({ at: new Date('2026-11-29T09:00:00.000Z'), text: '2026-11-29 10:00:00+01' });
      return ((await tx.execute(values)) as unknown as { rows: unknown[] }).rows;
    });
    expect(inside).toEqual([asText]);
    const [row] = await db.select().from(stamps);
    expect(row?.at).toEqual(new Date('2026-11-29T09:00:00.000Z'));
    expect(row?.text).toBe('2026-11-29 09:00:00+00');
  });

  it('a statement’s own parsers still apply, also for a type drizzle reads as text', async () => {
    const client = pgliteOf(database);
    const own = {
      [types.INT4]: (value: string) => `int ${value}`,
      [types.DATE]: (value: string) => `day ${value}`,
    };
    const { rows } = await client.query<{ n: string; d: string }>(
      `select 42::int as n, date '2026-11-29' as d`,
      [],
      { parsers: own },
    );
    expect(rows).toEqual([{ n: 'int 42', d: 'day 2026-11-29' }]);
    const inTransaction = await client.transaction(
      async (tx) => (await tx.query(`select 42::int as n`, [], { parsers: own })).rows,
    );
    expect(inTransaction).toEqual([{ n: 'int 42' }]);
  });
});
