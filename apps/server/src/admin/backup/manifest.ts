import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { backupTexts } from '@kundenportal/domain/texts/admin-backup';
import { z } from 'zod';
import { OperatorError } from '../../lib/operator-error';

export const MANIFEST = 'manifest.json';

const fileEntry = z.strictObject({
  /**
   * Relative to the backup's folder, '/'-separated: database.dump (PostgreSQL) or database/… (PGlite's data
   * folder), files/<key>, keys/<name>. Nothing that climbs out.
   */
  path: z
    .string()
    .regex(/^(database\.dump|database(\/[\w.-]+)+|files\/[a-z0-9][a-z0-9-]{7,127}|keys\/[a-z0-9.-]+)$/)
    .refine((value) => !value.split('/').some((part) => part === '..' || part === '.'), 'path'),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

const manifestSchema = z.strictObject({
  format: z.literal('kundenportal-backup'),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  source: z.strictObject({
    database: z.enum(['pglite', 'postgres']),
    blobStore: z.enum(['disk', 's3']),
    /**
     * The server's version (PGlite: the PostgreSQL it runs, whose major its data folder needs, ADR 311) and,
     * for PostgreSQL, the pg_dump that wrote the dump.
     */
    serverVersion: z.string().optional(),
    dumpTool: z.string().optional(),
  }),
  /** The last migration applied (its tag in apps/server/drizzle/meta/_journal.json). */
  schemaVersion: z.string(),
  /** Every table as schema.table, with its rows in the snapshot. */
  tables: z.record(z.string(), z.number().int().min(0)),
  files: z.array(fileEntry),
});

export type FileEntry = z.infer<typeof fileEntry>;
export type Manifest = z.infer<typeof manifestSchema>;

export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  await writeFile(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
}

/** The backup's manifest, or an OperatorError naming why the folder is no backup. */
export async function readManifest(dir: string): Promise<Manifest> {
  const text = await readFile(path.join(dir, MANIFEST), 'utf8').catch(() => {
    throw new OperatorError(backupTexts.unreadable(dir));
  });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new OperatorError(backupTexts.manifestInvalid(dir, 'kein JSON'));
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new OperatorError(backupTexts.manifestInvalid(dir, `${issue?.path.join('.')}: ${issue?.message}`));
  }
  return parsed.data;
}

/** SHA-256 (hex) and size of a file, streamed. */
export async function hashFile(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  await pipeline(createReadStream(file), async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      size += chunk.length;
      hash.update(chunk);
    }
  });
  return { size, sha256: hash.digest('hex') };
}

/** Every file below `dir` as a manifest entry, its path relative to `root`. */
export async function hashTree(root: string, dir: string): Promise<FileEntry[]> {
  const entries: FileEntry[] = [];
  for (const entry of await readdir(path.join(root, dir), { withFileTypes: true })) {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) entries.push(...(await hashTree(root, relative)));
    else if (entry.isFile()) entries.push({ path: relative, ...(await hashFile(path.join(root, relative))) });
  }
  return entries;
}

/** Checks every file of the manifest against its size and SHA-256: the first one wrong is refused. */
export async function verifyFiles(dir: string, files: FileEntry[]): Promise<void> {
  for (const entry of files) {
    const found = await hashFile(path.join(dir, entry.path)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') throw new OperatorError(backupTexts.fileMissing(entry.path));
      throw error;
    });
    if (found.size !== entry.size || found.sha256 !== entry.sha256)
      throw new OperatorError(backupTexts.checksumMismatch(entry.path));
  }
}
