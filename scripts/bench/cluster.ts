import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../apps/server/src/db/client';
import type { BlobStore } from '../../apps/server/src/lib/blob-store/blob-store';
import { createDiskStore } from '../../apps/server/src/lib/blob-store/disk-store';
import { buildServer } from '../build-server';
import type { Cluster, ClusterOptions } from '../cluster/types';
import { runScenarios } from './cluster-scenarios';
import { capture, clientHeaders, measure, migrateFresh, startBareServer } from './http';
import { BENCH_PORTAL_LIMITS, logIn } from './journey/client';
import { startOwnPortals } from './journey/portals';
import { Recorder } from './journey/recorder';
import { journeyTable, scalingTable } from './journey/report';
import { type JourneyOptions, startJourney } from './journey/run';
import { type Seeded, seedLoad } from './journey/seed';
import { intFromEnv } from './run-options';
import { benchTempDir, exitOnSignals } from './temp-dir';

/**
 * `npm run bench -- --only cluster` (issue 34): scenario 1, a realistic journey under load (journey/*:
 * seeded customers and agencies, virtual customers and advisers from load driver processes of their own),
 * at 1 and 3 portal processes — behind the cluster's HAProxy (scripts/cluster), or with
 * BENCH_CLUSTER_MODE=own on BENCH_DATABASE_URL with the load spread over the processes' URLs — then
 * scenarios 2–5 (scripts/cluster/scenarios, cluster-scenarios.ts) each beside the same load, and a bare
 * node:http server under autocannon in the same run for scale. For 1 process the balancer drains the other
 * two. `--only cluster-scenarios` runs scenarios 2–5 alone; BENCH_CLUSTER_SCALE=small a smaller journey.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The journey's size. BENCH_CLUSTER_SCALE=small changes the defaults for a run a shared 2-core machine
 * bears (500 seeded over 5 agencies, 60 customers, 5 advisers, 30 s); every BENCH_CLUSTER_* still wins.
 */
export function clusterLoadFromEnv() {
  const scale = process.env.BENCH_CLUSTER_SCALE || 'full';
  if (scale !== 'full' && scale !== 'small')
    throw new Error(`BENCH_CLUSTER_SCALE must be full or small, got "${scale}"`);
  const small = scale === 'small';
  return {
    scale,
    seeded: intFromEnv('BENCH_CLUSTER_CUSTOMERS', small ? 500 : 10_000, 20, 100_000),
    agencies: intFromEnv('BENCH_CLUSTER_AGENCIES', small ? 5 : 50, 1, 1000),
    // One real file each by default: the cluster's s3rver took ~13 ms a PUT on the shared machine (ADR 296).
    documents: intFromEnv('BENCH_CLUSTER_DOCUMENTS', 1, 1, 20),
    customers: intFromEnv('BENCH_CLUSTER_VIRTUAL_CUSTOMERS', small ? 60 : 300, 1, 5000),
    advisers: intFromEnv('BENCH_CLUSTER_ADVISERS', small ? 5 : 20, 1, 1000),
    durationSeconds: intFromEnv('BENCH_CLUSTER_DURATION_SECONDS', small ? 30 : 120, 5, 1800),
    thinkMs: intFromEnv('BENCH_CLUSTER_THINK_MS', 3000, 0, 60_000),
    // Customers arrive spread over the first this many seconds, as a load tool's ramp: 300 landing within
    // one think time (3 s) were ~1,000 req/s of landing reads against ~260 in the steady state.
    rampSeconds: intFromEnv('BENCH_CLUSTER_RAMP_SECONDS', small ? 10 : 30, 0, 600),
    drivers: intFromEnv('BENCH_CLUSTER_DRIVERS', 1, 1, 8),
    scryptLogN: intFromEnv('BENCH_CLUSTER_SCRYPT_LOG_N', 14, 10, 20),
    scenarios: process.env.BENCH_CLUSTER_SCENARIOS !== 'false',
    /** Scenario 1's two runs (false: `--only cluster-scenarios`, scenarios 2–5 alone). */
    journeyRuns: true,
    mode: process.env.BENCH_CLUSTER_MODE === 'own' ? ('own' as const) : ('cluster' as const),
  };
}
type LoadSize = ReturnType<typeof clusterLoadFromEnv>;

/** The portals under test, however started: their URLs for 1 or 3 processes, and their pids. */
type Target = {
  urls(processes: number): Promise<string[]>;
  pids(processes: number): number[];
  databaseUrl: string;
  /** Where an acknowledged write is looked for: the writable one of these (the standby after a failover). */
  checkUrls: string[];
  store: BlobStore;
  cluster?: Cluster;
  stop(): Promise<void>;
};

// Not a static import: scripts/cluster is another part of issue 34 and loads only when this one runs.
const clusterModule = (name: string) => import(path.join(root, 'scripts/cluster', `${name}.ts`));

/** s3rver's fixed keys and region, as scripts/cluster/object-store.ts hands them to the portals. */
const s3Credentials = (cluster: Cluster) => ({
  endpoint: cluster.s3.endpoint,
  region: 'eu-central-1',
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});

async function clusterTarget(size: LoadSize): Promise<Target> {
  const { startCluster } = (await clusterModule('cluster')) as {
    startCluster(options: ClusterOptions): Promise<Cluster>;
  };
  const { SCENARIO_LIMITS } = (await clusterModule('scenarios')) as Record<string, Record<string, string>>;
  // The demo data too: the scenarios' own chat and mails are the demo customer's and adviser's.
  const cluster = await startCluster({
    processes: 3,
    seed: true,
    env: { PASSWORD_SCRYPT_LOG_N: String(size.scryptLogN), ...BENCH_PORTAL_LIMITS, ...SCENARIO_LIMITS },
  });
  const { createS3Store } = await import('../../apps/server/src/lib/blob-store/s3-store');
  const { credentials, ...where } = s3Credentials(cluster);
  const store = await createS3Store({
    ...where,
    bucket: cluster.s3.bucket,
    accessKeyId: credentials.accessKeyId,
    secretAccessKey: credentials.secretAccessKey,
    forcePathStyle: true,
  });
  return {
    async urls(processes) {
      for (const proc of cluster.processes) {
        await cluster.setBalancerState(proc.index, proc.index <= processes ? 'ready' : 'drain');
      }
      return [cluster.url];
    },
    pids: (processes) => cluster.processes.slice(0, processes).map((proc) => proc.pid),
    databaseUrl: cluster.db.portalUrl,
    checkUrls: [cluster.db.primaryUrl, cluster.db.standbyUrl],
    store,
    cluster,
    stop: () => cluster.stop(),
  };
}

async function ownTarget(size: LoadSize): Promise<Target> {
  const databaseUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  if (!databaseUrl)
    throw new Error('BENCH_CLUSTER_MODE=own needs BENCH_DATABASE_URL (a PostgreSQL database)');
  const database = await openDatabase({ databaseUrl });
  await migrateFresh(database, Boolean(process.env.BENCH_DATABASE_URL)).finally(() => database.close());
  const bundleDir = path.join(root, '.tmp', `bench-journey-dist-${process.pid}`);
  await buildServer(bundleDir);
  const dataDir = benchTempDir('kundenportal-journey-data');
  const removeBundle = () => rmSync(bundleDir, { recursive: true, force: true });
  const portals = await startOwnPortals({
    bundleDir,
    dataDir,
    databaseUrl,
    count: 3,
    env: { PASSWORD_SCRYPT_LOG_N: String(size.scryptLogN), ...BENCH_PORTAL_LIMITS },
  }).catch((error: unknown) => {
    removeBundle();
    throw error;
  });
  return {
    urls: async (processes) => portals.urls.slice(0, processes),
    pids: (processes) => portals.pids.slice(0, processes),
    databaseUrl,
    checkUrls: [databaseUrl],
    store: await createDiskStore(dataDir),
    stop: () => portals.stop().finally(removeBundle),
  };
}

async function seed(target: Target, size: LoadSize): Promise<Seeded> {
  // Statements of 5,000 rows (with the change triggers where the role is no superuser) on a busy machine.
  const pool = { max: 2, connectTimeoutMs: 10_000, statementTimeoutMs: 300_000 };
  const database = await openDatabase({ databaseUrl: target.databaseUrl, pool });
  try {
    const documentsPerCustomer = size.documents;
    return await seedLoad(
      database.db,
      target.store,
      { customers: size.seeded, agencies: size.agencies, documentsPerCustomer },
      size.scryptLogN,
    );
  } finally {
    await database.close();
  }
}

/** Whether a write the load saw answered 2xx is in the database (the failover scenario's check). */
async function existsCheck(checkUrls: string[]): Promise<JourneyOptions['exists']> {
  const { withWritable } = (await clusterModule('pg-client')) as typeof import('../cluster/pg-client');
  return async (write) => {
    const found = await withWritable(checkUrls, async (client) => {
      const { rowCount } =
        write.kind === 'chat'
          ? await client.query('select 1 from chat_messages where id = $1', [Number(write.key)])
          : await client.query('select 1 from documents where filename = $1', [write.key]);
      return (rowCount ?? 0) > 0;
    });
    if (!found) throw new Error('Keine beschreibbare Datenbank erreichbar');
    return found.value;
  };
}

/** The bare node:http reference: users/me's bytes from a bare server under autocannon, 50 connections. */
async function bareReference(target: Target, seeded: Seeded): Promise<string> {
  const [url] = await target.urls(1);
  const customer = seeded.customers[0];
  if (!url || !customer) return '';
  const session = await logIn(
    { baseUrl: url, recorder: new Recorder() },
    {
      email: customer.email,
      password: seeded.password,
    },
    '/login',
  );
  const bare = await startBareServer(await capture(`${url}/api/users/me`, session.headers));
  try {
    const options = { connections: 50, durationSeconds: 5, warmupSeconds: 1 };
    const result = await measure('bare', bare.url, { ...clientHeaders }, options);
    return `bare node:http (users/me's bytes, 50 connections, autocannon, same machine now): ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms`;
  } finally {
    await bare.close();
  }
}

async function journeyOptions(target: Target, seeded: Seeded, size: LoadSize, processes: number) {
  return {
    baseUrls: await target.urls(processes),
    seeded,
    customers: size.customers,
    advisers: size.advisers,
    durationSeconds: size.durationSeconds,
    thinkMs: size.thinkMs,
    arrivalMs: Math.max(size.rampSeconds * 1000, size.thinkMs),
    answerThinkMs: Math.min(1000, size.thinkMs),
    drivers: size.drivers,
    loginConcurrency: 8,
    uploadBytes: 1024 * 1024,
    serverPids: () => target.pids(processes),
    exists: await existsCheck(target.checkUrls),
  } satisfies JourneyOptions;
}

/** Scenarios 2–5, each beside the journey at full size on all three processes (cluster-scenarios.ts). */
async function scenarios(target: Target, seeded: Seeded, size: LoadSize): Promise<void> {
  const { cluster } = target;
  if (!cluster) {
    console.log('Scenarios 2–5 need the cluster (BENCH_CLUSTER_MODE=cluster): not run.');
    return;
  }
  // Long enough for any scenario: each journey is ended the moment its scenario is done.
  const options = { ...(await journeyOptions(target, seeded, size, 3)), durationSeconds: 1800 };
  await runScenarios(cluster, () => startJourney(options), options.arrivalMs);
}

export async function benchCluster(size: LoadSize): Promise<void> {
  // SIGINT/SIGTERM end the bench through process.exit: the cluster's and the temp folders' 'exit' steps run.
  exitOnSignals();
  const mode = size.mode === 'cluster' && !existsSync('/usr/sbin/haproxy') ? 'own' : size.mode;
  console.log(
    `${size.journeyRuns ? 'Scenario 1' : 'Scenarios 2–5'} (${mode === 'cluster' ? 'the cluster: HAProxy, PostgreSQL primary + standby, s3rver' : 'own processes on one PostgreSQL, no balancer'}): ` +
      `${size.seeded} customers over ${size.agencies} agencies seeded; ${size.customers} virtual customers and ` +
      `${size.advisers} advisers for ${size.durationSeconds} s, think time ${size.thinkMs} ms (mean), arriving over ${size.rampSeconds} s, ` +
      `${size.drivers} load driver process(es), scrypt log N ${size.scryptLogN}. The machine is shared.`,
  );
  const target = mode === 'cluster' ? await clusterTarget(size) : await ownTarget(size);
  try {
    const seeded = await seed(target, size);
    console.log(`Seeded in ${seeded.seconds.toFixed(1)} s: ${JSON.stringify(seeded.counts)}`);
    const runs = [];
    for (const processes of size.journeyRuns ? [1, 3] : []) {
      console.log('');
      console.log(`-- ${processes} process${processes === 1 ? '' : 'es'} --`);
      const journey = await startJourney(await journeyOptions(target, seeded, size, processes));
      const result = await journey.run();
      runs.push({ processes, result });
      console.log(journeyTable(result));
    }
    if (runs.length) {
      console.log('');
      console.log(scalingTable(runs));
      console.log(await bareReference(target, seeded));
      console.log('');
    }
    if (size.scenarios) await scenarios(target, seeded, size);
  } finally {
    await target.stop();
  }
}
