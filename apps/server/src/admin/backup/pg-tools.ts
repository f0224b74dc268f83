import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { backupTexts } from '@kundenportal/domain/texts/admin-backup';
import { parseDatabaseUrl } from '../../db/primary-finder';
import { OperatorError } from '../../lib/operator-error';

const run = promisify(execFile);

/** Debian's versioned binaries: /usr/lib/postgresql/<major>/bin (overridable for tests). */
const DEBIAN_DIR = '/usr/lib/postgresql';

export type PgTool = 'pg_dump' | 'pg_restore';

/**
 * The tool for a server of `major` (ADR 309): the server's own major's Debian binaries, else the lowest
 * newer major installed (pg_dump reads older servers, never newer ones), else the one on PATH if it is at
 * least as new. Answers the path and its version line.
 */
export async function findPgTool(
  tool: PgTool,
  major: number,
  debianDir = DEBIAN_DIR,
): Promise<{ file: string; version: string }> {
  const majors = existsSync(debianDir)
    ? readdirSync(debianDir)
        .map(Number)
        .filter((found) => Number.isInteger(found) && found >= major)
        .sort((a, b) => a - b)
    : [];
  const candidates = [...majors.map((found) => path.join(debianDir, String(found), 'bin', tool)), tool];
  for (const file of candidates) {
    if (file.includes('/') && !existsSync(file)) continue;
    const version = await run(file, ['--version']).then(
      ({ stdout }) => stdout.trim(),
      () => null,
    );
    const toolMajor = Number(/(\d+)(\.\d+)?/.exec(version ?? '')?.[1]);
    if (version && toolMajor >= major) return { file, version };
  }
  throw new OperatorError(backupTexts.toolMissing(tool, major));
}

/**
 * The connection for libpq's tools without the password on their command line (`ps` shows it): the
 * password goes as PGPASSWORD, also from a URL of several hosts (which libpq takes as it is).
 */
export function libpqConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  // The server's own parser (db/primary-finder.ts): the same hosts, and the primary whenever it would look.
  const { dbname, password } = parseDatabaseUrl(databaseUrl).libpq;
  return { dbname, env: password ? { PGPASSWORD: password } : {} };
}

/** Runs a libpq tool; its stderr becomes the German refusal's detail. */
export async function runPgTool(file: string, tool: PgTool, args: string[], databaseUrl: string) {
  const { dbname, env } = libpqConnection(databaseUrl);
  try {
    await run(file, [...args, '--dbname', dbname], {
      env: { ...process.env, ...env },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const detail = String((error as { stderr?: string }).stderr || (error as Error).message).trim();
    throw new OperatorError(backupTexts.toolFailed(tool, detail.split('\n').slice(0, 5).join(' ')));
  }
}
