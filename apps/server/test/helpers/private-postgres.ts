import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type PrivatePostgres = {
  /** postgres://user:password@127.0.0.1:port/postgres (a superuser of this instance only). */
  url: string;
  user: string;
  password: string;
  port: number;
  start(): Promise<void>;
  /** `pg_ctl stop -m fast` (every backend gets 57P01, the port closes); `immediate`: no shutdown checkpoint. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  destroy(): Promise<void>;
};

export type PrivateStandby = Omit<PrivatePostgres, 'destroy'> & {
  /** `pg_ctl promote`: resolves once the standby takes writes. */
  promote(): Promise<void>;
};

export type ReplicatedPostgres = {
  primary: PrivatePostgres;
  /** A streaming-replication standby of the primary (`pg_basebackup -R`), hot: it answers reads. */
  standby: PrivateStandby;
  /** Stops both servers and removes their folder. */
  destroy(): Promise<void>;
  /** The same, synchronously: for a process's 'exit' event, where nothing async runs any more. */
  destroySync(): void;
};

/**
 * A PostgreSQL server of the test's own (initdb into a temp folder, a free port), which the test may stop
 * and start at will; the shared server on 5432 is never touched. Needs Debian's server binaries
 * (`apt-get install -y postgresql`); as root, initdb and postgres run as the `postgres` OS user.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  // In the system's temp folder, not the run's of test/helpers/temp-dir.ts: that one is the test user's
  // alone, and as root the server runs as `postgres`. `destroy` removes it, or a failed start here.
  const dir = mkdtempSync(path.join(tmpdir(), 'kp-pg-'));
  try {
    return await startIn(dir);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * A primary and its streaming-replication standby (issue 34's cluster), both private like
 * `startPrivatePostgres`, in one temp folder that `destroy` removes.
 */
export async function startReplicatedPostgres(
  options: {
    /** Given the synchronous stop-and-remove at once, for an 'exit' listener while the two still start. */
    onStarting?(destroySync: () => void): void;
  } = {},
): Promise<ReplicatedPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kp-pg-'));
  const destroySync = () => {
    for (const data of ['standby', 'data']) {
      const args = ['-D', path.join(dir, data), '-m', 'immediate', 'stop'];
      const pgCtl = path.join(findBinaries(), 'pg_ctl');
      if (process.getuid?.() === 0) spawnSync('runuser', ['-u', 'postgres', '--', pgCtl, ...args]);
      else spawnSync(pgCtl, args);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  options.onStarting?.(destroySync);
  try {
    const primary = await startIn(dir);
    const standby = await startStandby(dir, primary);
    await synchronousReplication(primary);
    return {
      primary,
      standby,
      async destroy() {
        await standby.stop('immediate').catch(() => undefined);
        await primary.destroy();
      },
      destroySync,
    };
  } catch (error) {
    await runAs(findBinaries(), 'pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'immediate', 'stop']).catch(
      () => undefined,
    );
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * A commit on the primary returns once the standby has its WAL (synchronous_standby_names '*'), so a
 * write answered before the primary dies is on the promoted standby. Set after the base backup: the
 * standby, once promoted, must not wait for a standby of its own. The role's setting overrides the
 * server's `synchronous_commit=off` (command line) for every session.
 */
async function synchronousReplication(primary: PrivatePostgres): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client(primary.url);
  await client.connect();
  try {
    await client.query(`alter system set synchronous_standby_names = '*'`);
    await client.query(`alter role ${primary.user} set synchronous_commit = 'on'`);
    await client.query('select pg_reload_conf()');
  } finally {
    await client.end();
  }
}

/** Runs one of the server binaries, as the `postgres` OS user when this process is root. */
function runAs(bin: string, command: string, args: string[], env: Record<string, string> = {}) {
  const file = path.join(bin, command);
  if (process.getuid?.() !== 0) return run(file, args, { env: { ...process.env, ...env } });
  const assignments = Object.entries(env).map(([name, value]) => `${name}=${value}`);
  return run('runuser', ['-u', 'postgres', '--', 'env', ...assignments, file, ...args]);
}

function serverOptions(port: number, dir: string): string {
  return [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
}

function control(bin: string, data: string, log: string, options: string) {
  const pgCtl = (...args: string[]) => runAs(bin, 'pg_ctl', ['-D', data, ...args]);
  return {
    start: async () => {
      await pgCtl('-l', log, '-o', options, '-w', '-t', '30', 'start');
    },
    stop: async (mode: 'fast' | 'immediate' = 'fast') => {
      await pgCtl('-m', mode, '-w', '-t', '30', 'stop');
    },
    pgCtl,
  };
}

async function startStandby(dir: string, primary: PrivatePostgres): Promise<PrivateStandby> {
  const bin = findBinaries();
  const data = path.join(dir, 'standby');
  await runAs(
    bin,
    'pg_basebackup',
    ['-h', '127.0.0.1', '-p', String(primary.port), '-U', primary.user, '-D', data, '-R', '-X', 'stream'],
    { PGPASSWORD: primary.password },
  );
  const port = await freePort();
  const { start, stop, pgCtl } = control(bin, data, path.join(dir, 'standby.log'), serverOptions(port, dir));
  await start();
  return {
    url: `postgres://${primary.user}:${primary.password}@127.0.0.1:${port}/postgres`,
    user: primary.user,
    password: primary.password,
    port,
    start,
    stop,
    async promote() {
      await pgCtl('-w', '-t', '30', 'promote');
    },
  };
}

async function startIn(dir: string): Promise<PrivatePostgres> {
  const bin = findBinaries();
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? await postgresUser() : undefined;
  const as = (command: string, args: string[]) => runAs(bin, path.basename(command), args);

  const data = path.join(dir, 'data');
  const user = 'kp_outage';
  const password = `pw-${randomBytes(12).toString('hex')}`;
  const passwordFile = path.join(dir, 'password');
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (owner) {
    chownSync(dir, owner.uid, owner.gid);
    chownSync(passwordFile, owner.uid, owner.gid);
  }
  chmodSync(dir, 0o700);

  await as(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    user,
    `--pwfile=${passwordFile}`,
    '--auth-host=scram-sha-256',
    '--auth-local=trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  const port = await freePort();
  const { start, stop, pgCtl } = control(bin, data, path.join(dir, 'server.log'), serverOptions(port, dir));
  await start();

  return {
    url: `postgres://${user}:${password}@127.0.0.1:${port}/postgres`,
    user,
    password,
    port,
    start,
    stop,
    async destroy() {
      await pgCtl('-m', 'immediate', '-w', 'stop').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `/usr/lib/postgresql/<newest version>/bin`, or a failure that says what to install. */
function findBinaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (['initdb', 'pg_ctl', 'postgres'].every((name) => existsSync(path.join(bin, name)))) return bin;
  }
  throw new Error(
    'The database outage test starts its own PostgreSQL server and needs its binaries ' +
      '(/usr/lib/postgresql/<version>/bin/{initdb,pg_ctl,postgres}). Install them: apt-get install -y postgresql',
  );
}

async function postgresUser(): Promise<{ uid: number; gid: number }> {
  try {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    return { uid, gid };
  } catch {
    throw new Error(
      'Running as root, the outage test runs PostgreSQL as the OS user "postgres", which does not exist. ' +
        'Install the server package (apt-get install -y postgresql), which creates it.',
    );
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
