import { chmod } from 'node:fs/promises';
import { backupTexts } from '@kundenportal/domain/texts/admin-backup';
import type pg from 'pg';
import { openDatabase } from '../../db/client';
import { BACKUP_REMOVALS_LOCK } from '../../lib/blob-store/removal-gate';
import { OperatorError } from '../../lib/operator-error';
import { findPgTool, runPgTool } from './pg-tools';
import { countRows, isMigrated, listTables, type Query, schemaVersion, serverMajor } from './table-counts';

/** One connection of a pool opened for the command (the server's own handling of DATABASE_URL). */
async function withConnection<T>(databaseUrl: string, run: (client: pg.PoolClient) => Promise<T>) {
  const database = await openDatabase({ databaseUrl });
  try {
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const client = await pool.connect();
    try {
      return await run(client);
    } finally {
      client.release();
    }
  } finally {
    await database.close();
  }
}

const queryOf =
  (client: pg.PoolClient): Query =>
  async (text) =>
    (await client.query(text)).rows;

/** What a backup holds until its files are copied: the portals' file removals (ADR 335). */
export type RemovalHold = {
  /** Whether the hold still stands (the connection or the holding portal is still there). */
  held(): Promise<boolean>;
  release(): Promise<void>;
};

/**
 * The portals' file removals held (ADR 335): BACKUP_REMOVALS_LOCK taken exclusively on a connection of
 * its own, before the snapshot, until `release` (or the connection's end). Waits for removals in flight and
 * for another backup's hold.
 */
async function holdRemovals(databaseUrl: string): Promise<RemovalHold> {
  const database = await openDatabase({ databaseUrl });
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  let client: pg.PoolClient | undefined;
  let open = true;
  try {
    client = await pool.connect();
    client.on('error', () => {
      open = false;
    });
    client.on('end', () => {
      open = false;
    });
    await client.query('select pg_advisory_lock($1)', [BACKUP_REMOVALS_LOCK]);
  } catch (error) {
    client?.release(true);
    await database.close();
    throw error;
  }
  const locked = client;
  return {
    held: async () =>
      open &&
      (await locked.query('select 1').then(
        () => true,
        () => false,
      )),
    release: async () => {
      // Destroyed, not returned to the pool: its end ends the session and with it the lock.
      locked.release(true);
      await database.close();
    },
  };
}

/**
 * pg_dump (custom format) of one snapshot while the portal writes on (ADR 309): a read-only repeatable
 * read transaction exports its snapshot, the table counts are read in it and pg_dump dumps exactly it.
 * The portals' file removals are held from before the snapshot; the caller releases the hold once the files
 * are copied (ADR 335).
 */
export async function backupPostgres(databaseUrl: string, file: string, out: (text: string) => void) {
  const hold = await holdRemovals(databaseUrl);
  try {
    const snapshot = await withConnection(databaseUrl, async (client) => {
      const query = queryOf(client);
      const server = await serverMajor(query);
      // Asked before the snapshot's transaction: a failing query there would end it (and its snapshot).
      if (!(await isMigrated(query))) throw new OperatorError(backupTexts.notPortalDatabase('DATABASE_URL'));
      const tool = await findPgTool('pg_dump', server.major);
      await client.query('begin isolation level repeatable read, read only');
      try {
        const [exported] = await query('select pg_export_snapshot() as id');
        const tables = await countRows(query);
        const version = await schemaVersion(query);
        await runPgTool(
          tool.file,
          'pg_dump',
          ['--format=custom', '--snapshot', String(exported?.id), '--file', file],
          databaseUrl,
        );
        await chmod(file, 0o600);
        out(backupTexts.dumped(tool.version));
        return { tables, schemaVersion: version, serverVersion: server.version, dumpTool: tool.version };
      } finally {
        await client.query('rollback');
      }
    });
    return { ...snapshot, hold };
  } catch (error) {
    await hold.release();
    throw error;
  }
}

/** Refuses a database that holds any table (a fresh, empty database is the target). */
export async function checkPostgresEmpty(databaseUrl: string, where: string): Promise<void> {
  await withConnection(databaseUrl, async (client) => {
    if ((await listTables(queryOf(client))).length > 0)
      throw new OperatorError(backupTexts.databaseNotEmpty(where));
  });
}

/**
 * pg_restore in one transaction (all or nothing) with the server's own major's tool; answers the row counts
 * read back.
 */
export async function restorePostgres(databaseUrl: string, file: string): Promise<Record<string, number>> {
  return withConnection(databaseUrl, async (client) => {
    const query = queryOf(client);
    const tool = await findPgTool('pg_restore', (await serverMajor(query)).major);
    await runPgTool(
      tool.file,
      'pg_restore',
      ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', file],
      databaseUrl,
    );
    return countRows(query);
  });
}
