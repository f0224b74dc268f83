import { readdir, readFile, writeFile } from 'node:fs/promises';
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

/** Row counts and schema version of a snapshot, read from it opened in memory (which proves it opens). */
async function describeSnapshot(file: string) {
  const client = await PGlite.create({ loadDataDir: new Blob([await readFile(file)]) });
  try {
    const query = queryOf(client);
    return { tables: await countRows(query), schemaVersion: await schemaVersion(query) };
  } finally {
    await client.close();
  }
}

/**
 * DATA_DIR's database into `file`: from the portal holding it (its socket), else opened here — holding the
 * socket meanwhile, so a portal starting now refuses instead of opening the database a second time.
 */
export async function backupPglite(dataDir: string, file: string, out: (text: string) => void) {
  const socket = snapshotSocketPath(dataDir);
  if (!fitsSocketPath(socket)) throw new OperatorError(backupTexts.socketPathTooLong(socket));
  let served: boolean;
  try {
    served = await requestSnapshot(dataDir, file);
  } catch (error) {
    throw new OperatorError(backupTexts.snapshotFailed((error as Error).message));
  }
  if (served) {
    out(backupTexts.snapshotFromServer);
  } else {
    const database = await openDatabase({ dataDir });
    try {
      const snapshot = pgliteSnapshot(pgliteOf(database));
      const holding = await serveSnapshots(dataDir, snapshot);
      try {
        await writeFile(file, new Uint8Array(await (await snapshot()).arrayBuffer()), { mode: 0o600 });
      } finally {
        await holding.stop();
      }
    } finally {
      await database.close();
    }
    out(backupTexts.snapshotOwn);
  }
  return describeSnapshot(file);
}

/** Refuses a DATA_DIR whose database exists (or is held by a running portal). */
export async function checkPgliteEmpty(dataDir: string): Promise<void> {
  const dir = path.join(dataDir, 'db');
  const entries = await readdir(dir).catch(() => [] as string[]);
  if (entries.length > 0 || (await socketAnswers(snapshotSocketPath(dataDir))))
    throw new OperatorError(backupTexts.databaseNotEmpty(dir));
}

/** The snapshot as DATA_DIR/db; answers the row counts read back from it. */
export async function restorePglite(dataDir: string, file: string): Promise<Record<string, number>> {
  const client = await PGlite.create({
    dataDir: path.join(dataDir, 'db'),
    loadDataDir: new Blob([await readFile(file)]),
  });
  try {
    return await countRows(queryOf(client));
  } finally {
    await client.close();
  }
}
