import { chmod, copyFile, mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { backupTexts } from '@kundenportal/domain/texts/admin-backup';
import type { Config } from '../../config';
import { createBlobStore } from '../../lib/blob-store/create-blob-store';
import { OperatorError } from '../../lib/operator-error';
import { backupBlobs } from './blob-copy';
import { type FileEntry, hashFile, hashTree, type Manifest, writeManifest } from './manifest';
import { backupPglite } from './pglite-copy';
import { backupPostgres, type RemovalHold } from './postgres-copy';
import { totalRows } from './table-counts';

/**
 * The secrets a server keeps in DATA_DIR when its variable is not set (config/stored-keys.ts,
 * config/banking-keys.ts): in the backup then, as the data is unreadable (bank data) or unusable (push
 * subscriptions, sessions) without them (ADR 310).
 */
export const KEY_FILES = [
  { name: 'jwt-secret', variable: 'JWT_SECRET' },
  { name: 'banking-keys', variable: 'BANKING_KEYS' },
  { name: 'vapid-keys.json', variable: undefined },
] as const;

type Snapshot = {
  tables: Record<string, number>;
  schemaVersion: string;
  serverVersion?: string;
  dumpTool?: string;
  /** The portals' file removals, held until the files are copied (ADR 335). */
  hold: RemovalHold;
};

/** An unexpected failure in a few words for the German message (an S3 or file system error). */
export function reasonOf(error: unknown): string {
  const { code, name, message } = error as { code?: string; name?: string; message?: string };
  return [code ?? name, message].filter(Boolean).join(': ').slice(0, 300);
}

/** An empty (or new) folder for the backup, the data folder's owner's alone. */
async function prepare(dir: string): Promise<void> {
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    if ((await readdir(dir)).length > 0) throw new OperatorError(backupTexts.targetNotEmpty(dir));
    // mkdir's mode is for a new folder only: one made beforehand (or a mounted volume) is tightened too.
    await chmod(dir, 0o700);
  } catch (error) {
    if (error instanceof OperatorError) throw error;
    throw new OperatorError(backupTexts.targetUnwritable(dir, (error as NodeJS.ErrnoException).code ?? ''));
  }
}

/** `npm run admin -- backup --to DIR` (README, "Administration"; ADR 308–310). */
export async function backup(
  config: Config,
  env: NodeJS.ProcessEnv,
  to: string,
  out: (text: string) => void,
  /** Tests: work between the database's snapshot and the files' copy (a portal removing a file then). */
  hooks: { afterSnapshot?: () => Promise<void> } = {},
): Promise<void> {
  const dir = path.resolve(to);
  await prepare(dir);
  try {
    // The database first, then the files: every file a row of the snapshot names was committed before it.
    const databasePath = config.databaseUrl ? 'database.dump' : 'database';
    const target = path.join(dir, databasePath);
    const snapshot: Snapshot = config.databaseUrl
      ? await backupPostgres(config.databaseUrl, target, out)
      : await backupPglite(config.dataDir, target, out);
    const files: FileEntry[] = [];
    try {
      if (snapshot.schemaVersion === 'keine')
        throw new OperatorError(
          backupTexts.notPortalDatabase(config.databaseUrl ? 'DATABASE_URL' : 'DATA_DIR'),
        );
      files.push(
        ...(config.databaseUrl
          ? [{ path: databasePath, ...(await hashFile(target)) }]
          : await hashTree(dir, databasePath)),
      );
      await hooks.afterSnapshot?.();
      files.push(...(await backupBlobs(await createBlobStore(config), dir)));
      // Every file the snapshot names was there while they were copied only if the hold stood throughout.
      if (!(await snapshot.hold.held())) throw new OperatorError(backupTexts.holdLost);
    } finally {
      await snapshot.hold.release();
    }

    const included: string[] = [];
    const outside: string[] = [];
    for (const key of KEY_FILES) {
      if (key.variable && env[key.variable]) {
        outside.push(key.variable);
        continue;
      }
      await mkdir(path.join(dir, 'keys'), { recursive: true, mode: 0o700 });
      const copy = path.join(dir, 'keys', key.name);
      const copied = await copyFile(path.join(config.dataDir, key.name), copy).then(
        () => true,
        () => false,
      );
      if (!copied) continue;
      files.push({ path: `keys/${key.name}`, ...(await hashFile(copy)) });
      included.push(key.name);
    }

    const manifest: Manifest = {
      format: 'kundenportal-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      source: {
        database: config.databaseUrl ? 'postgres' : 'pglite',
        blobStore: config.blobStorage.kind,
        ...(snapshot.serverVersion ? { serverVersion: snapshot.serverVersion } : {}),
        ...(snapshot.dumpTool ? { dumpTool: snapshot.dumpTool } : {}),
      },
      schemaVersion: snapshot.schemaVersion,
      tables: snapshot.tables,
      files,
    };
    // Last: a folder without manifest.json is no backup.
    await writeManifest(dir, manifest);
    const blobs = files.filter((file) => file.path.startsWith('files/'));
    const bytes = files.reduce((sum, file) => sum + file.size, 0);
    out(
      backupTexts.backupDone(
        dir,
        Object.keys(snapshot.tables).length,
        totalRows(snapshot.tables),
        blobs.length,
        `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`,
      ),
    );
    if (included.length > 0) out(backupTexts.keysIncluded(included.join(', ')));
    if (outside.length > 0) out(backupTexts.keysOutside(outside.join(', ')));
  } catch (error) {
    // Nothing half-written stays: the folder was empty (or new) before.
    for (const name of await readdir(dir).catch(() => [] as string[]))
      await rm(path.join(dir, name), { recursive: true, force: true });
    if (error instanceof OperatorError) throw error;
    throw new OperatorError(backupTexts.backupAborted(reasonOf(error)));
  }
}
