import { execFile } from 'node:child_process';
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
  /** `pg_ctl stop -m fast`: every backend gets 57P01, the port closes. */
  stop(): Promise<void>;
  destroy(): Promise<void>;
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

async function startIn(dir: string): Promise<PrivatePostgres> {
  const bin = findBinaries();
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? await postgresUser() : undefined;
  const as = (command: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);

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
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  const pgCtl = (...args: string[]) => as(path.join(bin, 'pg_ctl'), ['-D', data, ...args]);
  const start = async () => {
    await pgCtl('-l', path.join(dir, 'server.log'), '-o', options, '-w', '-t', '30', 'start');
  };
  const stop = async () => {
    await pgCtl('-m', 'fast', '-w', '-t', '30', 'stop');
  };
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

function freePort(): Promise<number> {
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
