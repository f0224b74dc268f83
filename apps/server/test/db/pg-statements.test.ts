import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { isStaleStatement, statementNames } from '../../src/db/pg-statements';
import { type PrivatePostgres, startPrivatePostgres } from '../helpers/private-postgres';

/**
 * ADR 339: drizzle's statements as named prepared statements on PostgreSQL, one connection each here (pool of
 * 1), so `pg_prepared_statements` shows what that connection keeps. On the tests' PostgreSQL server when
 * DATABASE_URL is set, else on a private one.
 */
let server: PrivatePostgres | undefined;
let url: string;
const table = `kp_statements_${randomBytes(4).toString('hex')}`;
const opened: Database[] = [];

async function open(preparedStatements: number): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: url,
    pool: { max: 1, connectTimeoutMs: 5000, statementTimeoutMs: 10_000, preparedStatements },
  });
  opened.push(database);
  return database;
}

const rows = async (database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** The statements this connection keeps prepared (its own, by the pool of one). */
const kept = async (database: Database) =>
  (await rows(database, sql`select statement from pg_prepared_statements order by prepare_time`)).map((row) =>
    String(row.statement),
  );

beforeAll(async () => {
  if (!process.env.DATABASE_URL) server = await startPrivatePostgres();
  url = process.env.DATABASE_URL ?? (server as PrivatePostgres).url;
  const setup = await open(0);
  await setup.db.execute(sql.raw(`create table ${table} (id int primary key, a int not null)`));
  await setup.db.execute(sql.raw(`insert into ${table} values (1, 10), (2, 20)`));
}, 60_000);

afterAll(async () => {
  await opened[0]?.db.execute(sql.raw(`drop table if exists ${table}`));
  for (const database of opened) await database.close();
  await server?.destroy();
});

const byId = (id: number) => sql`select a from ${sql.raw(table)} where id = ${id}`;
const byIdText = `select a from ${table} where id = $1`;

describe('named statements on PostgreSQL (ADR 339)', () => {
  it('keeps a statement parsed once per connection and answers as unnamed', async () => {
    const database = await open(300);
    expect(await rows(database, byId(1))).toEqual([{ a: 10 }]);
    expect(await rows(database, byId(2))).toEqual([{ a: 20 }]);
    // One entry for both calls: the second was bound and executed, not parsed again. The lookup itself is
    // a statement of its own, kept as well.
    const statements = await kept(database);
    expect(statements.filter((text) => text === byIdText)).toHaveLength(1);
    const plain = await open(0);
    expect(await rows(plain, byId(2))).toEqual([{ a: 20 }]);
    expect(await kept(plain)).toEqual([]);
  });

  it('keeps at most the configured number of texts; the others still answer, unnamed', async () => {
    const database = await open(2);
    for (const id of [1, 2]) expect(await rows(database, byId(id))).toEqual([{ a: id * 10 }]);
    expect(await rows(database, sql`select count(*)::int as n from ${sql.raw(table)}`)).toEqual([{ n: 2 }]);
    expect(await rows(database, sql`select max(a) as m from ${sql.raw(table)}`)).toEqual([{ m: 20 }]);
    // byId and the count took the two names; the max and the lookup run unnamed.
    expect(await kept(database)).toEqual([byIdText, `select count(*)::int as n from ${table}`]);
  });

  it('runs a statement whose result type changed once more, under a new name, outside a transaction', async () => {
    const database = await open(300);
    expect(await rows(database, byId(1))).toEqual([{ a: 10 }]);
    await (await open(0)).db.execute(sql.raw(`alter table ${table} alter column a type text`));
    expect(await rows(database, byId(1))).toEqual([{ a: '10' }]);
    expect(await rows(database, byId(1))).toEqual([{ a: '10' }]);
    // The stale one stays on the connection, unused; the renamed one beside it.
    expect((await kept(database)).filter((text) => text === byIdText)).toHaveLength(2);
  });

  it('inside a transaction a stale statement fails it; the next call answers, in a transaction or outside', async () => {
    const database = await open(300);
    expect(await rows(database, byId(2))).toEqual([{ a: '20' }]);
    await (await open(0)).db.execute(sql.raw(`alter table ${table} alter column a type int using a::int`));
    const failed = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`update ${sql.raw(table)} set a = a + 1 where id = ${1}`);
        return tx.execute(byId(2));
      })
      .catch((error: unknown) => error);
    expect(isStaleStatement((failed as { cause?: unknown }).cause ?? failed)).toBe(true);
    // Rolled back: the update inside is gone; the statement answers under its new name, in the next
    // transaction as outside one.
    const again = await database.db.transaction((tx) => tx.execute(byId(1)));
    expect((again as unknown as { rows: unknown[] }).rows).toEqual([{ a: 10 }]);
    expect(await rows(database, byId(2))).toEqual([{ a: 20 }]);
  });

  it('names statements inside a committed transaction too', async () => {
    const database = await open(300);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update ${sql.raw(table)} set a = a + 1 where id = ${2}`);
      await tx.execute(sql`update ${sql.raw(table)} set a = a + 1 where id = ${2}`);
    });
    expect(await rows(database, byId(2))).toEqual([{ a: 22 }]);
    expect(await kept(database)).toContain(`update ${table} set a = a + 1 where id = $1`);
  });
});

describe('a transaction begun with a plain string (as the backup does)', () => {
  it('is one too: a stale statement in it fails once, is not run again in the aborted transaction', async () => {
    const database = await open(300);
    expect(await rows(database, byId(1))).toEqual([{ a: 10 }]);
    await (await open(0)).db.execute(sql.raw(`alter table ${table} alter column a type text`));
    const client = await (database.db as unknown as { $client: pg.Pool }).$client.connect();
    try {
      await client.query('begin');
      const failed = await client.query({ text: byIdText, values: [1] }).catch((error: unknown) => error);
      expect(isStaleStatement(failed)).toBe(true);
      await client.query('rollback');
      expect((await client.query({ text: byIdText, values: [1] })).rows).toEqual([{ a: '10' }]);
    } finally {
      client.release();
    }
  });
});

describe('statementNames', () => {
  it('names reads and writes, not transaction control, DDL or settings', () => {
    const names = statementNames(10);
    expect(names.nameFor('select 1')).toBe('kp_1');
    expect(names.nameFor('  WITH x as (select 1) select * from x')).toBe('kp_2');
    expect(names.nameFor('select 1')).toBe('kp_1');
    for (const text of ['begin', 'commit', 'create table t (a int)', 'set x = 1', 'listen c', 'selection'])
      expect(names.nameFor(text)).toBeUndefined();
    names.renew('select 1');
    expect(names.nameFor('select 1')).toBe('kp_3');
    expect(names.size()).toBe(2);
  });

  it('stops at its maximum: a text after it gets no name, one before keeps its own', () => {
    const names = statementNames(2);
    expect(names.nameFor('select 1')).toBe('kp_1');
    expect(names.nameFor('select 2')).toBe('kp_2');
    expect(names.nameFor('select 3')).toBeUndefined();
    expect(names.nameFor('select 1')).toBe('kp_1');
  });

  it('tells a stale statement from other errors', () => {
    expect(isStaleStatement({ code: '0A000', message: 'cached plan must not change result type' })).toBe(
      true,
    );
    expect(isStaleStatement({ code: '26000', message: 'prepared statement "kp_1" does not exist' })).toBe(
      true,
    );
    expect(isStaleStatement({ code: '0A000', message: 'cannot do something else' })).toBe(false);
    expect(isStaleStatement({ code: '23505' })).toBe(false);
    expect(isStaleStatement(undefined)).toBe(false);
  });
});
