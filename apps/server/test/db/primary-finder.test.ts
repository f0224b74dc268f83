import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libpqConnection } from '../../src/admin/backup/pg-tools';
import { type Database, openDatabase } from '../../src/db/client';
import { databaseUnavailableReason, isConnectionBroken } from '../../src/db/connection-errors';
import { parseDatabaseUrl } from '../../src/db/primary-finder';
import { type ReplicatedPostgres, startReplicatedPostgres } from '../helpers/private-postgres';

describe('a multi-host DATABASE_URL (ADR 290)', () => {
  it('splits libpq’s form into its hosts, each with the same user, database and parameters', () => {
    const parsed = parseDatabaseUrl(
      'postgres://kp:geh%40im@10.0.0.1:5432,db2.example:6432,[::1]/kundenportal?sslmode=disable&target_session_attrs=read-write',
    );
    expect(parsed.findPrimary).toBe(true);
    expect(parsed.hosts).toEqual([
      { host: '10.0.0.1', port: 5432 },
      { host: 'db2.example', port: 6432 },
      { host: '::1', port: 5432 },
    ]);
    expect(parsed.urlFor({ host: 'db2.example', port: 6432 })).toBe(
      'postgres://kp:geh%40im@db2.example:6432/kundenportal?sslmode=disable',
    );
    expect(parsed.urlFor({ host: '::1', port: 5432 })).toBe(
      'postgres://kp:geh%40im@[::1]:5432/kundenportal?sslmode=disable',
    );
  });

  it('reads a password with a raw @ or / whole, and gives libpq tools every host, the primary and no password (finding 13)', () => {
    const parsed = parseDatabaseUrl(
      'postgres://kp:pa@ss/w%3Ard@h1:5432,h2:5433/kundenportal?sslmode=disable',
    );
    expect(parsed.hosts).toEqual([
      { host: 'h1', port: 5432 },
      { host: 'h2', port: 5433 },
    ]);
    expect(parsed.urlFor({ host: 'h2', port: 5433 })).toBe(
      'postgres://kp:pa%40ss%2Fw%3Ard@h2:5433/kundenportal?sslmode=disable',
    );
    // libpq's default target_session_attrs is `any`: pg_dump could land on the standby.
    expect(parsed.libpq).toEqual({
      dbname: 'postgres://kp@h1:5432,h2:5433/kundenportal?sslmode=disable&target_session_attrs=read-write',
      password: 'pa@ss/w:rd',
    });
    expect(libpqConnection('postgres://kp:pa@ss@h1,h2/kp')).toEqual({
      dbname: 'postgres://kp@h1,h2/kp?target_session_attrs=read-write',
      env: { PGPASSWORD: 'pa@ss' },
    });
    expect(libpqConnection('postgres://kp:geh%40im@127.0.0.1:5432/kp')).toEqual({
      dbname: 'postgres://kp@127.0.0.1:5432/kp',
      env: { PGPASSWORD: 'geh@im' },
    });
    expect(parseDatabaseUrl('postgres://kp@h1/kp?target_session_attrs=primary').libpq.dbname).toBe(
      'postgres://kp@h1/kp?target_session_attrs=primary',
    );
  });

  it('leaves a URL of one host without target_session_attrs as it is (no primary check)', () => {
    const parsed = parseDatabaseUrl('postgres://kp:pw@127.0.0.1:5432/kundenportal');
    expect(parsed.findPrimary).toBe(false);
    expect(parsed.hosts).toEqual([{ host: '127.0.0.1', port: 5432 }]);
    expect(
      parseDatabaseUrl('postgres://kp:pw@127.0.0.1/kp?target_session_attrs=read-write').findPrimary,
    ).toBe(true);
  });

  describe('on a primary and its streaming standby', () => {
    let servers: ReplicatedPostgres;
    let database: Database;
    beforeAll(async () => {
      servers = await startReplicatedPostgres();
      // The standby first: the pool must pass it by, it takes no writes.
      const standby = new URL(servers.standby.url);
      const primary = new URL(servers.primary.url);
      database = await openDatabase({
        databaseUrl: `postgres://${primary.username}:${primary.password}@${standby.host},${primary.host}/postgres?target_session_attrs=read-write`,
        pool: { max: 3, connectTimeoutMs: 2000, statementTimeoutMs: 5000 },
      });
      database.onConnection(() => undefined);
      await database.db.execute(sql`create table failover_probe (id int primary key)`);
    }, 60_000);
    afterAll(async () => {
      await database?.close();
      await servers?.destroy();
    });

    it('takes a write refused by a standby (25006) as the database unavailable: 503, the primary asked again', async () => {
      const onStandby = await openDatabase({
        databaseUrl: servers.standby.url,
        pool: { max: 1, connectTimeoutMs: 2000, statementTimeoutMs: 5000 },
      });
      onStandby.onConnection(() => undefined);
      try {
        const refused = await onStandby.db
          .execute(sql`insert into failover_probe values (99)`)
          .catch((e) => e);
        expect(databaseUnavailableReason(refused)).toBe('25006: host is read-only');
        expect(isConnectionBroken(refused)).toBe(true);
      } finally {
        await onStandby.close();
      }
    });

    it('writes to the primary, and after the primary stops and the standby is promoted, to it — pool and LISTEN alike', async () => {
      await database.db.execute(sql`insert into failover_probe values (1)`);
      const heard: string[] = [];
      const states: boolean[] = [];
      const stop = await database.listen('failover_probe', {
        notify: (payload) => heard.push(payload),
        state: (live) => states.push(live),
      });
      await expect.poll(() => states.at(-1), { timeout: 5000 }).toBe(true);

      await servers.primary.stop('immediate');
      await expect(database.db.execute(sql`insert into failover_probe values (2)`)).rejects.toThrow();
      await servers.standby.promote();

      // The pool finds the promoted standby by itself: no restart, no new URL.
      await expect
        .poll(
          async () =>
            database.db
              .execute(sql`insert into failover_probe values (3)`)
              .then(() => 'written')
              .catch(() => 'not yet'),
          { timeout: 15_000, interval: 200 },
        )
        .toBe('written');
      const rows = (await database.db.execute(sql`select id from failover_probe order by id`)) as unknown as {
        rows: { id: number }[];
      };
      expect(rows.rows.map((row) => row.id)).toEqual([1, 3]);

      // The LISTEN connection is back too, on the new primary.
      await expect.poll(() => states.at(-1), { timeout: 15_000 }).toBe(true);
      await database.db.execute(sql`select pg_notify('failover_probe', 'nach dem Failover')`);
      await expect.poll(() => heard, { timeout: 5000 }).toContain('nach dem Failover');
      await stop();
    });

    it('passes by the old primary started again writable (timeline before the promotion): the promoted standby keeps the writes', async () => {
      await servers.primary.start();
      const primary = new URL(servers.primary.url);
      const standby = new URL(servers.standby.url);
      // A process that asks now, the old primary first in its URL.
      const other = await openDatabase({
        databaseUrl: `postgres://${primary.username}:${primary.password}@${primary.host},${standby.host}/postgres`,
        pool: { max: 1, connectTimeoutMs: 2000, statementTimeoutMs: 5000 },
      });
      other.onConnection(() => undefined);
      try {
        const port = async (db: Database) =>
          (
            (await db.db.execute(sql`select inet_server_port() as port`)) as unknown as {
              rows: { port: number }[];
            }
          ).rows[0]?.port;
        expect(await port(other)).toBe(Number(standby.port));
        // And one that knew the promoted standby and lost its connection asks again: the same answer.
        await other.db.execute(sql`select pg_terminate_backend(pg_backend_pid())`).catch(() => undefined);
        await expect
          .poll(() => port(other).catch(() => 0), { timeout: 10_000, interval: 200 })
          .toBe(Number(standby.port));
      } finally {
        await other.close();
      }
    });
  });
});
