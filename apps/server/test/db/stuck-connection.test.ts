import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { type PrivatePostgres, startPrivatePostgres } from '../helpers/private-postgres';

/**
 * Review finding 9: a connection whose peer stops answering (a partitioned host) — here a TCP relay that
 * freezes the connections it has — must not go back into the pool after a timeout inside a transaction.
 * On the tests' PostgreSQL server when DATABASE_URL is set, else on a private one.
 */
let server: PrivatePostgres | undefined;
let relay: Server;
const pairs: [Socket, Socket][] = [];
const frozen: [Socket, Socket][] = [];
let target: URL;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) server = await startPrivatePostgres();
  target = new URL(process.env.DATABASE_URL ?? (server as PrivatePostgres).url);
  relay = createServer((client) => {
    const upstream = tcpConnect(Number(target.port || 5432), target.hostname);
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    pairs.push([client, upstream]);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
}, 60_000);

afterAll(async () => {
  for (const [client, upstream] of [...pairs, ...frozen]) {
    client.destroy();
    upstream.destroy();
  }
  await new Promise((resolve) => relay?.close(resolve));
  await server?.destroy();
});

/** The connections open now answer nothing more (new ones pass). */
function freezeOpenConnections() {
  for (const [client, upstream] of pairs.splice(0)) {
    frozen.push([client, upstream]);
    client.unpipe(upstream);
    upstream.unpipe(client);
    client.pause();
    upstream.pause();
  }
}

describe('a connection that stops answering inside a transaction', () => {
  let database: Database;
  beforeAll(async () => {
    const url = new URL(target);
    url.host = `127.0.0.1:${(relay.address() as AddressInfo).port}`;
    database = await openDatabase({
      databaseUrl: url.toString(),
      // One connection: the next statement gets the stuck one unless it was destroyed. Read timeout 1.5 s.
      pool: { max: 1, connectTimeoutMs: 1000, statementTimeoutMs: 500 },
    });
    database.onConnection(() => undefined);
    await database.db.execute(sql`select 1`);
  });
  afterAll(async () => {
    await database?.close().catch(() => undefined);
  });

  it('is destroyed, not given to the next statement, which gets a new connection and answers', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        freezeOpenConnections();
        await tx.execute(sql`select 2`);
      }),
    ).rejects.toThrow();
    const started = Date.now();
    const result = (await database.db.execute(sql`select 3 as three`)) as unknown as {
      rows: { three: number }[];
    };
    expect(result.rows[0]?.three).toBe(3);
    expect(Date.now() - started).toBeLessThan(1000);
  }, 20_000);
});
