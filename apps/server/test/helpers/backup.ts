import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { countRows } from '../../src/admin/backup/table-counts';
import { runAdmin } from '../../src/admin/run-admin';
import type { Database } from '../../src/db/client';

export type AdminRun = { code: number; stdout: string; stderr: string };

/** `npm run admin -- <args>` in this process with exactly `env` (no tests' database handed in). */
export async function admin(args: string[], env: Record<string, string>): Promise<AdminRun> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await runAdmin(args, {
    env: { PASSWORD_SCRYPT_LOG_N: '10', LOG_LEVEL: 'warn', ...env },
    io: { out: (text) => stdout.push(text), err: (text) => stderr.push(text) },
  });
  return { code, stdout: stdout.join('\n'), stderr: stderr.join('\n') };
}

/** Every table's row count of an open database. */
export function tableCounts(database: Database): Promise<Record<string, number>> {
  return countRows(async (text) => {
    const result = (await database.db.execute(text)) as { rows: Record<string, unknown>[] };
    return result.rows;
  });
}

/** SHA-256 of every file in a folder (not below it), by name; none when it does not exist. */
export function folderHashes(dir: string): Record<string, string> {
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => [
        entry.name,
        createHash('sha256')
          .update(readFileSync(path.join(dir, entry.name)))
          .digest('hex'),
      ]),
  );
}
