import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildServer } from '../../../../scripts/build-server';
import { runAdmin } from '../../src/admin/run-admin';
import { getDatabase } from './database';
import { SHORT_LIVED_NODE_FLAGS } from './short-lived-node';
import { tempDir } from './temp-dir';
import { TEST_BANKING_KEYS } from './test-app';

const root = path.resolve(import.meta.dirname, '../../../..');

/**
 * The production bundle's admin.js (scripts/build-server.ts), built once per test process: what `npm run admin` runs after a build, and without compiling the sources on every spawn
 * (that took a second or two each, about half a minute per CI run).
 */
let bundle: Promise<string> | undefined;
export function adminBundle(): Promise<string> {
  bundle ??= (async () => {
    // A folder per test process: two workers building into one folder emptied each other's bundle
    // (a spawn then found no admin.js). Those of ended processes go first, so nothing piles up in .tmp.
    const parent = path.join(root, '.tmp', 'admin-cli-bundle');
    for (const name of existsSync(parent) ? readdirSync(parent) : []) {
      if (!isRunning(Number(name))) rmSync(path.join(parent, name), { recursive: true, force: true });
    }
    const dir = path.join(parent, String(process.pid));
    await buildServer(dir);
    return path.join(dir, 'admin.js');
  })();
  return bundle;
}

/**
 * The same bundle's main.js, the server as `npm start` runs it: a process test starts it instead of
 * main.ts through tsx, whose loader compiled the sources again on every start (~2–3 CPU-s a start).
 */
export async function serverBundle(): Promise<string> {
  return path.join(path.dirname(await adminBundle()), 'main.js');
}

/** Whether a process of this id is running (not a number: no). */
function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export type AdminResult = { code: number | null; stdout: string; stderr: string };

/** A script of the bundle (admin.js) run by node from the repository's root, its exit code and output. */
export function spawnScript(script: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [...SHORT_LIVED_NODE_FLAGS, script, ...args], { cwd: root, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const result = new Promise<AdminResult>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
  return { child, result };
}
type Db = Awaited<ReturnType<typeof getDatabase>>['db'];

/**
 * The admin command against a data folder of its own (`prefix` names it), on the tests' database:
 * `run(args)` runs it in this process (runAdmin, what admin.js calls) and answers exit code and output;
 * `spawn(args)` runs the production bundle's admin.js as an operator does (`npm run admin -- …`), on PGlite
 * in that folder or the shared PostgreSQL — a few tests prove the bundle so, as each spawn costs seconds;
 * `withDatabase` opens the database `run` uses.
 */
export function adminCli(prefix: string, baseEnv: Record<string, string> = {}) {
  const dataDir = tempDir(prefix);
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    // The ring of every test app on the shared database (test-app.ts): a key generated in this folder would
    // seal the clear IBANs other files' customers left, which banking:rotate then cannot open.
    BANKING_KEYS: TEST_BANKING_KEYS,
    PUBLIC_URL: 'https://portal.example',
    PASSWORD_SCRYPT_LOG_N: '10',
    LOG_LEVEL: 'warn',
    ...baseEnv,
  };

  async function run(args: string[], extraEnv: Record<string, string> = {}): Promise<AdminResult> {
    const stdout: string[] = [];
    const stderr: string[] = [];
    const code = await runAdmin(args, {
      env: { ...process.env, ...env, ...extraEnv },
      database: await getDatabase(),
      io: { out: (text) => stdout.push(`${text}\n`), err: (text) => stderr.push(`${text}\n`) },
    });
    return { code, stdout: stdout.join(''), stderr: stderr.join('') };
  }

  async function spawnBundle(args: string[], extraEnv: Record<string, string> = {}): Promise<AdminResult> {
    return spawnScript(await adminBundle(), args, { ...process.env, ...env, ...extraEnv }).result;
  }

  async function withDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
    return work((await getDatabase()).db);
  }

  return { dataDir, env, run, spawn: spawnBundle, withDatabase };
}
