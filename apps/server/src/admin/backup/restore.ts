import { chmod, copyFile } from 'node:fs/promises';
import path from 'node:path';
import { backupTexts } from '@kundenportal/domain/texts/admin-backup';
import type { Config } from '../../config';
import { createBlobStore } from '../../lib/blob-store/create-blob-store';
import { OperatorError } from '../../lib/operator-error';
import { KEY_FILES, reasonOf } from './backup';
import { restoreBlobs, storeIsEmpty } from './blob-copy';
import { hashFile, readManifest, verifyFiles } from './manifest';
import { checkPgliteEmpty, checkPgliteMajor, claimPglite, restorePglite } from './pglite-copy';
import { checkPostgresEmpty, restorePostgres } from './postgres-copy';
import { knownMigrations, totalRows } from './table-counts';

/** Where the configured store is, for the operator (never the S3 credentials). */
function storeName(config: Config): string {
  const storage = config.blobStorage;
  return storage.kind === 's3'
    ? `S3 ${storage.endpoint}/${storage.bucket}/${storage.prefix ?? ''}`
    : path.join(config.dataDir, 'files');
}

/**
 * `npm run admin -- restore --from DIR` into an empty instance (README, "Administration"; ADR 308–310):
 * every checksum before anything is written, the target empty (database and store), the database in one
 * go, its row counts against the manifest's, the files checked on the way in and read back after.
 */
export async function restore(
  config: Config,
  env: NodeJS.ProcessEnv,
  from: string,
  out: (text: string) => void,
): Promise<void> {
  const progress: Progress = { writing: false };
  try {
    await run(config, env, from, out, progress);
  } catch (error) {
    if (error instanceof OperatorError)
      throw progress.writing ? new OperatorError(backupTexts.targetWritten(error.message)) : error;
    const reason = reasonOf(error);
    throw new OperatorError(
      progress.writing ? backupTexts.restoreAborted(reason) : backupTexts.restoreNotStarted(reason),
    );
  } finally {
    await progress.release?.();
  }
}

type Progress = { writing: boolean; release?: () => Promise<void> };

async function run(
  config: Config,
  env: NodeJS.ProcessEnv,
  from: string,
  out: (text: string) => void,
  progress: Progress,
) {
  const dir = path.resolve(from);
  const manifest = await readManifest(dir);
  await verifyFiles(dir, manifest.files);
  out(backupTexts.verifiedBefore(manifest.files.length));

  if (!knownMigrations().includes(manifest.schemaVersion))
    throw new OperatorError(backupTexts.schemaUnknown(manifest.schemaVersion));

  const targetKind = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.source.database !== targetKind)
    throw new OperatorError(
      backupTexts.kindMismatch(
        manifest.source.database === 'pglite' ? 'PGlite' : 'PostgreSQL',
        targetKind === 'pglite' ? 'PGlite in DATA_DIR' : 'PostgreSQL (DATABASE_URL)',
      ),
    );
  const databasePath = targetKind === 'postgres' ? 'database.dump' : 'database';
  if (!manifest.files.some((file) => file.path.split('/')[0] === databasePath))
    throw new OperatorError(backupTexts.fileMissing(databasePath));
  if (config.databaseUrl) await checkPostgresEmpty(config.databaseUrl, 'DATABASE_URL');
  else {
    await checkPgliteMajor(path.join(dir, databasePath));
    // Ours alone until done: a portal started meanwhile refuses (ADR 311).
    const claim = await claimPglite(config.dataDir);
    progress.release = claim.release;
    await checkPgliteEmpty(config.dataDir);
  }
  const store = await createBlobStore(config);
  if (!(await storeIsEmpty(store))) throw new OperatorError(backupTexts.blobStoreNotEmpty(storeName(config)));

  const source = path.join(dir, databasePath);
  progress.writing = true;
  const counts = config.databaseUrl
    ? await restorePostgres(config.databaseUrl, source)
    : await restorePglite(config.dataDir, source);
  for (const [table, expected] of Object.entries(manifest.tables)) {
    const found = counts[table] ?? 0;
    if (found !== expected) throw new OperatorError(backupTexts.countMismatch(table, expected, found));
  }

  const blobs = manifest.files.filter((file) => file.path.startsWith('files/'));
  await restoreBlobs(store, dir, blobs);

  const keys = manifest.files.filter((file) => file.path.startsWith('keys/'));
  for (const key of keys) {
    const target = path.join(config.dataDir, key.path.slice('keys/'.length));
    await copyFile(path.join(dir, key.path), target);
    await chmod(target, 0o600);
    if ((await hashFile(target)).sha256 !== key.sha256)
      throw new OperatorError(backupTexts.restoredMismatch(key.path));
  }
  out(backupTexts.restoreDone(Object.keys(manifest.tables).length, totalRows(manifest.tables), blobs.length));
  if (keys.length > 0) out(backupTexts.keysRestored(keys.map((key) => key.path.slice(5)).join(', ')));
  // A key file is read only when its variable is unset (config/stored-keys.ts, banking-keys.ts).
  const overridden = KEY_FILES.filter(
    (key) => key.variable && env[key.variable] && keys.some((file) => file.path === `keys/${key.name}`),
  );
  if (overridden.length > 0)
    out(backupTexts.keysOverridden(overridden.map((key) => `${key.name} (${key.variable})`).join(', ')));
}
