import { cp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { backupTexts } from '@kundenportal/domain/texts/admin-backup';
import { openDatabase } from '../../db/client';
import {
  fitsSocketPath,
  pgliteOf,
  pgliteSnapshot,
  requestSnapshot,
  serveSnapshots,
  snapshotSocketPath,
  socketAnswers,
} from '../../db/snapshot-socket';
import { OperatorError } from '../../lib/operator-error';
import { countRows, type Query, schemaVersion } from './table-counts';

const queryOf =
  (client: PGlite): Query =>
  async (text) =>
    (await client.query<Record<string, unknown>>(text)).rows;

/** Opens a copy of a data folder (never the backup itself: opening recovers, it writes) and reads it. */
async function readCopy<T>(folder: string, scratch: string, read: (query: Query) => Promise<T>): Promise<T> {
  await cp(folder, scratch, { recursive: true, errorOnExist: true, force: false });
  try {
    const client = await PGlite.create(scratch);
    try {
      return await read(queryOf(client));
    } finally {
      await client.close();
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * DATA_DIR's database into the folder `target` (ADR 308): copied by the portal holding it (its socket),
 * else opened here — holding the socket meanwhile, so a portal starting now refuses instead of opening the
 * database a second time. Answers the snapshot's row counts and schema version, read from a copy of it
 * opened (which proves it opens).
 */
export async function backupPglite(dataDir: string, target: string, out: (text: string) => void) {
  const socket = snapshotSocketPath(dataDir);
  if (!fitsSocketPath(socket)) throw new OperatorError(backupTexts.socketPathTooLong(socket));
  let served: boolean;
  try {
    served = await requestSnapshot(dataDir, target);
  } catch (error) {
    throw new OperatorError(backupTexts.snapshotFailed((error as Error).message));
  }
  if (served) {
    out(backupTexts.snapshotFromServer);
  } else {
    const database = await openDatabase({ dataDir });
    try {
      const snapshot = pgliteSnapshot(pgliteOf(database), path.join(dataDir, 'db'));
      const holding = await serveSnapshots(dataDir, snapshot);
      try {
        await snapshot(target);
      } finally {
        await holding.stop();
      }
    } finally {
      await database.close();
    }
    out(backupTexts.snapshotOwn);
  }
  return readCopy(target, `${target}.pruefung`, async (query) => ({
    tables: await countRows(query),
    schemaVersion: await schemaVersion(query),
  }));
}

/** Refuses a DATA_DIR whose database exists (or is held by a running portal). */
export async function checkPgliteEmpty(dataDir: string): Promise<void> {
  const dir = path.join(dataDir, 'db');
  const entries = await readdir(dir).catch(() => [] as string[]);
  if (entries.length > 0 || (await socketAnswers(snapshotSocketPath(dataDir))))
    throw new OperatorError(backupTexts.databaseNotEmpty(dir));
}

/** The backup's data folder as DATA_DIR/db; answers the row counts read back from it. */
export async function restorePglite(dataDir: string, folder: string): Promise<Record<string, number>> {
  const dir = path.join(dataDir, 'db');
  await cp(folder, dir, { recursive: true, force: false, errorOnExist: true });
  const client = await PGlite.create(dir);
  try {
    return await countRows(queryOf(client));
  } finally {
    await client.close();
  }
}
