import { messages, PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { cacheStatements } from '../../src/db/pglite-statements';

/**
 * PGlite's statements kept prepared, keyed by their text (ADR 328): the same values, errors and transactions
 * as PGlite's own `query()`, DDL later still seen, at most `max` statements kept. In-memory PGlites of their
 * own, also in the PostgreSQL pass (the cache is PGlite's).
 */
let database: Database;
let plain: PGlite;
beforeAll(async () => {
  database = await openDatabase({});
  await database.db.execute(
    sql`create table t (id int primary key, at timestamptz, tags text[], data jsonb)`,
  );
  await database.db.execute(sql`insert into t (id) values (${1})`);
  plain = await PGlite.create();
  await plain.exec('create table t (id int primary key, at timestamptz, tags text[], data jsonb)');
});
afterAll(async () => {
  await database.close();
  await plain.close();
});

const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

describe('PGlite statements prepared once and kept', () => {
  it('answers as PGlite’s own query(): timestamps, arrays, json, dates, null — first time and again', async () => {
    const cached = await PGlite.create();
    try {
      cacheStatements(cached);
      await cached.exec('create table t (id int primary key, at timestamptz, tags text[], data jsonb)');
      const insert = 'insert into t (id, at, tags, data) values ($1, $2, $3, $4) returning *';
      const read = 'select *, $2::date as d, $3::int[] as ns from t where id = $1';
      for (const [id, values] of [
        [1, [new Date('2026-11-29T09:00:00Z'), ['a', 'b'], { a: [1] }]],
        [2, [null, [], null]],
      ] as const) {
        const expected = await plain.query(insert, [id, ...values]);
        expect(await cached.query(insert, [id, ...values])).toEqual(expected);
        for (const rowMode of ['object', 'array'] as const) {
          for (let round = 0; round < 2; round++) {
            const params = [id, new Date('2026-11-29T00:00:00Z'), [1, 2]];
            const answer = await cached.query(read, params, { rowMode });
            expect(answer).toEqual(await plain.query(read, params, { rowMode }));
            expect(answer.rows).toHaveLength(1);
          }
        }
      }
    } finally {
      await cached.close();
    }
  });

  it('an error is PGlite’s DatabaseError with its code, constraint and statement, and the next one runs', async () => {
    const twice = () => database.db.execute(sql`insert into t (id) values (${3})`);
    await twice();
    const error = await twice().then(
      () => undefined,
      (caught: unknown) => (caught as { cause?: unknown }).cause ?? caught,
    );
    expect(error).toBeInstanceOf(messages.DatabaseError);
    expect(error).toMatchObject({ code: '23505', constraint: 't_pkey', params: [3] });
    expect((error as { query: string }).query).toMatch(/^insert into t/);
    expect(rowsOf(await database.db.execute(sql`select count(*)::int as n from t where id = ${3}`))).toEqual([
      { n: 1 },
    ]);
  });

  it('a rolled back transaction leaves nothing, a committed one its rows', async () => {
    const add = (id: number) => sql`insert into t (id) values (${id})`;
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(add(10));
        await tx.execute(add(10));
      }),
    ).rejects.toThrow();
    await database.db.transaction(async (tx) => {
      await tx.execute(add(11));
      await tx.execute(add(12));
    });
    const ids = sql`select id from t where id between ${10} and ${12} order by id`;
    expect(rowsOf(await database.db.execute(ids))).toEqual([{ id: 11 }, { id: 12 }]);
  });

  it('sees a column added after a statement was kept, also when the column changes its type', async () => {
    const all = sql`select * from t where id = ${1}`;
    expect(Object.keys(rowsOf(await database.db.execute(all))[0] as object)).toEqual([
      'id',
      'at',
      'tags',
      'data',
    ]);
    await database.db.execute(sql`alter table t add column note text default 'n'`);
    expect(rowsOf(await database.db.execute(all))[0]).toMatchObject({ note: 'n' });
    // DDL the cache does not see (inside a function): the stale statement is prepared again.
    await database.db.execute(
      sql.raw(
        `do $$ begin execute 'alter table t drop column note'; execute 'alter table t add column note int default 7'; end $$`,
      ),
    );
    expect(rowsOf(await database.db.execute(all))[0]).toMatchObject({ note: 7 });
  });

  it('keeps at most max statements: at max all kept, at max + 1 the oldest closed and still answered', async () => {
    const client = await PGlite.create();
    try {
      const cache = cacheStatements(client, 2);
      const texts = ['select $1::int as v', 'select $1::int + 1 as v', 'select $1::int + 2 as v'];
      await client.query(texts[0] as string, [1]);
      await client.query(texts[1] as string, [1]);
      expect(cache.size()).toBe(2);
      await client.query(texts[2] as string, [1]);
      expect(cache.size()).toBe(2);
      const [kept] = await client.exec('select count(*)::int as n from pg_prepared_statements');
      expect(kept?.rows).toEqual([{ n: 2 }]);
      for (const [index, text] of texts.entries()) {
        expect((await client.query(text, [1])).rows).toEqual([{ v: 1 + index }]);
      }
    } finally {
      await client.close();
    }
  });
});
