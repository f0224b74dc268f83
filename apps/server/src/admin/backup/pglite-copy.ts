import { chmod, cp, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { backupTexts } from '@kundenportal/domain/texts/admin-backup';
import { openDatabase } from '../../db/client';
import {
  claimDatabase,
  DatabaseHeldError,
  fitsSocketPath,
  type HeldSnapshot,
  pgliteOf,
  pgliteSnapshot,
  requestSnapshot,
  serveSnapshots,
  snapshotSocketPath,
  socketAnswers,
} from '../../db/snapshot-socket';
import { OperatorError } from '../../lib/operator-error';
import type { RemovalHold } from './postgres-copy';
import { countRows, type Query, schemaVersion, serverMajor } from './table-counts';

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
 * opened (which proves it opens), and the hold the caller releases once the files are copied (ADR 335):
 * the portal's removals, or the claim on DATA_DIR (no portal starts and removes files meanwhile).
 */
export async function backupPglite(dataDir: string, target: string, out: (text: string) => void) {
  const socket = snapshotSocketPath(dataDir);
  if (!fitsSocketPath(socket)) throw new OperatorError(backupTexts.socketPathTooLong(socket));
  let served: HeldSnapshot | null;
  try {
    served = await requestSnapshot(dataDir, target);
  } catch (error) {
    throw new OperatorError(backupTexts.snapshotFailed((error as Error).message));
  }
  let hold: RemovalHold;
  if (served) {
    const snapshot = served;
    hold = { held: async () => snapshot.held(), release: () => snapshot.release() };
    out(backupTexts.snapshotFromServer);
  } else {
    // Taken before the folder is looked at or opened: a portal starting meanwhile refuses (ADR 311).
    const claim = await claimPglite(dataDir);
    try {
      await ownSnapshot(dataDir, target);
    } catch (error) {
      await claim.release();
      throw error;
    }
    hold = { held: async () => true, release: () => claim.release() };
    out(backupTexts.snapshotOwn);
  }
  try {
    // PGlite writes its files 0666 (whatever the umask): the copy is the data folder's owner's alone.
    await ownerOnly(target);
    const read = await readCopy(target, `${target}.pruefung`, async (query) => ({
      tables: await countRows(query),
      schemaVersion: await schemaVersion(query),
      serverVersion: `PostgreSQL ${(await serverMajor(query)).version} (PGlite)`,
    }));
    return { ...read, hold };
  } catch (error) {
    await hold.release();
    throw error;
  }
}

/** The snapshot taken here, serving others' meanwhile (another backup asks this process then). */
async function ownSnapshot(dataDir: string, target: string): Promise<void> {
  const dbDir = path.join(dataDir, 'db');
  // Never opened (which would create it) where there is none: a wrong DATA_DIR is refused.
  if ((await readdir(dbDir).catch(() => [] as string[])).length === 0)
    throw new OperatorError(backupTexts.noDatabase(dbDir));
  const database = await openDatabase({ dataDir });
  try {
    const snapshot = pgliteSnapshot(pgliteOf(database), dbDir);
    const holding = await serveSnapshots(dataDir, snapshot);
    try {
      await snapshot(target);
    } finally {
      await holding.stop();
    }
  } finally {
    await database.close();
  }
}

/**
 * A PGlite data folder opens only in a PGlite of the same PostgreSQL major (its PG_VERSION file). The
 * backup's major against this portal's, asked of a PGlite in memory: refused before anything is written.
 */
export async function checkPgliteMajor(folder: string): Promise<void> {
  const backup = (await readFile(path.join(folder, 'PG_VERSION'), 'utf8').catch(() => '')).trim();
  const client = await PGlite.create();
  let portal: string;
  try {
    portal = String((await serverMajor(queryOf(client))).major);
  } finally {
    await client.close();
  }
  if (backup !== portal) throw new OperatorError(backupTexts.pgliteMajorMismatch(backup || '?', portal));
}

/** DATA_DIR's PGlite for this command alone (released by the caller); refused while another process has it. */
export async function claimPglite(dataDir: string) {
  return claimDatabase(dataDir).catch((error) => {
    if (error instanceof DatabaseHeldError)
      throw new OperatorError(backupTexts.databaseBusy(path.join(dataDir, 'db')));
    throw error;
  });
}

/** Folders 0700 and files 0600 below (and including) `root`. */
export async function ownerOnly(root: string): Promise<void> {
  await chmod(root, 0o700);
  for (const entry of await readdir(root, { withFileTypes: true })) {
    const file = path.join(root, entry.name);
    if (entry.isDirectory()) await ownerOnly(file);
    else if (entry.isFile()) await chmod(file, 0o600);
  }
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
  await ownerOnly(dir);
  const client = await PGlite.create(dir);
  try {
    return await countRows(queryOf(client));
  } finally {
    await client.close();
  }
}
