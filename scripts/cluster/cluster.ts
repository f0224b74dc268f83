/**
 * A portal cluster on loopback (issue 34, scripts/cluster/README.md): PostgreSQL primary and streaming
 * standby, s3rver, N portal processes of the production bundle, HAProxy in front. `startCluster` answers
 * the `Cluster` of types.ts; everything it started goes with `stop()` or this process's exit.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startReplicatedPostgres } from '../../apps/server/test/helpers/private-postgres';
import { buildServer } from '../build-server';
import { startBalancer } from './balancer';
import { startObjectStore } from './object-store';
import { withClient } from './pg-client';
import { bundleMain, startPortal } from './portal';
import type { Cluster, ClusterOptions } from './types';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The portals' DATABASE_URL: both hosts, the writable one wins (ADR 290). */
export function multiHostUrl(primaryUrl: string, standbyUrl: string): string {
  const standbyHost = new URL(standbyUrl).host;
  const url = new URL(primaryUrl);
  return `${url.protocol}//${url.username}:${url.password}@${url.host},${standbyHost}${url.pathname}?target_session_attrs=read-write`;
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const count = options.processes ?? 3;
  const dir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'kp-cluster-'));
  const ownsDir = options.dataDir === undefined;
  const outdir = path.join(root, '.tmp', `cluster-dist-${process.pid}-${randomBytes(3).toString('hex')}`);
  const undo: (() => Promise<void>)[] = [];
  const undoSync: (() => void)[] = [];
  const onExit = () => {
    for (const step of [...undoSync].reverse()) {
      try {
        step();
      } catch {
        // Each part on its own: one that is gone already must not keep the others.
      }
    }
  };
  process.on('exit', onExit);
  const stop = async () => {
    // The exit steps stay until the end: should this process die during the stop (an uncaught error of
    // its caller), what is not stopped yet still goes (each sync step skips what is gone already).
    for (const step of [...undo].reverse()) await step().catch(() => undefined);
    process.off('exit', onExit);
    undo.length = 0;
    undoSync.length = 0;
  };
  undoSync.push(() => rmSync(outdir, { recursive: true, force: true }));
  undo.push(async () => rmSync(outdir, { recursive: true, force: true }));
  if (ownsDir) {
    undoSync.push(() => rmSync(dir, { recursive: true, force: true }));
    undo.push(async () => rmSync(dir, { recursive: true, force: true }));
  }

  try {
    // Side by side; each part is undone with the others should another fail.
    // Its synchronous stop from the first folder on: Ctrl-C during initdb/pg_basebackup leaves no server.
    const starting = startReplicatedPostgres({
      onStarting: (destroySync) => undoSync.push(destroySync),
    }).then((started) => {
      undo.push(() => started.destroy());
      return started;
    });
    const storeStarting = startObjectStore(dir).then((started) => {
      undo.push(() => started.stop());
      return started;
    });
    const parts = await Promise.allSettled([starting, storeStarting, buildServer(outdir)]);
    const failed = parts.find((part) => part.status === 'rejected');
    if (failed) throw failed.reason;
    const database = await starting;
    const store = await storeStarting;

    const dataDir = path.join(dir, 'portal');
    mkdirSync(dataDir, { recursive: true });
    const balancerPort = await freePort();
    const ports: number[] = [];
    for (let i = 0; i < count; i += 1) ports.push(await freePort());
    const portalUrl = multiHostUrl(database.primary.url, database.standby.url);
    const env: Record<string, string> = {
      DATABASE_URL: portalUrl,
      DATABASE_STANDBY_URL: database.standby.url,
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      BANKING_KEYS: `k1:${randomBytes(32).toString('base64')}`,
      // HAProxy on this machine, which replaces a client's X-Forwarded-For (ADR 293).
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
      SHUTDOWN_GRACE_MS: String(options.shutdownGraceMs ?? 2000),
      // Sized for two processes carrying the third's load in a rolling restart: with 10 each, commits waiting
      // for the synchronous standby held every connection and p1 shed 1,199 requests for its pool queue
      // (ADR 333). 3 × (20 + 1) stays below PostgreSQL's 100 connections.
      DATABASE_POOL_MAX: '20',
      LOG_LEVEL: 'warn',
      ...store.env,
      ...options.env,
    };

    let balancerStatus = async (_index: number) => 'UP';
    const portal = (index: number) => {
      // Stopped with the rest from the moment it is spawned: a portal that fails to start, or one still
      // starting when another fails or on Ctrl-C, is not left running (review finding 8).
      let current: ChildProcess | undefined;
      const running = () => current !== undefined && current.exitCode === null && current.signalCode === null;
      undoSync.push(() => {
        if (running() && current?.pid) process.kill(current.pid, 'SIGKILL');
      });
      undo.push(async () => {
        if (!running() || !current) return;
        const closed = once(current, 'close');
        current.kill('SIGTERM');
        await closed;
      });
      return startPortal(
        {
          index,
          port: ports[index - 1] as number,
          main: bundleMain(outdir),
          cwd: root,
          env: { ...env, SEED_DEMO_DATA: 'false' },
          verbose: options.verbose,
          balancerStatus: (i) => balancerStatus(i),
          onChild: (child) => {
            current = child;
          },
        },
        index === 1 ? { SEED_DEMO_DATA: options.seed ? 'true' : 'false' } : {},
      );
    };
    // The first migrates (and seeds) alone; the others find the schema made.
    const processes = [await portal(1)];
    // allSettled: the undo steps stop the others only once every start has ended (none spawns later).
    const others = await Promise.allSettled(ports.slice(1).map((_, i) => portal(i + 2)));
    for (const other of others) {
      if (other.status === 'rejected') throw other.reason;
      processes.push(other.value);
    }

    const balancer = await startBalancer({
      dir,
      port: balancerPort,
      servers: ports.map((port, i) => ({ index: i + 1, port })),
      verbose: options.verbose,
    });
    undoSync.push(() => balancer.child.kill('SIGKILL'));
    undo.push(() => balancer.stop());
    balancerStatus = async (index) => (await balancer.server(index)).status;
    await Promise.all(processes.map((proc) => proc.waitReady()));

    return {
      url: balancer.url,
      processes,
      dataDir,
      db: {
        primaryUrl: database.primary.url,
        standbyUrl: database.standby.url,
        portalUrl,
        stopPrimary: () => database.primary.stop('immediate'),
        promoteStandby: () => database.standby.promote(),
        replicationLagBytes: () => replicationLag(database.primary.url),
      },
      s3: { endpoint: store.endpoint, bucket: store.bucket, stop: store.stop, start: store.start },
      balancerServer: (index) => balancer.server(index),
      async setBalancerState(index, state) {
        await balancer.command(`set server portals/p${index} state ${state}`);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Bytes of WAL the standby has not replayed yet, as the primary sees it. */
const replicationLag = (primaryUrl: string) =>
  withClient(primaryUrl, async (client) => {
    const { rows } = await client.query<{ lag: string | null }>(
      'select max(pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn))::text as lag from pg_stat_replication',
    );
    return Number(rows[0]?.lag ?? 0);
  });
