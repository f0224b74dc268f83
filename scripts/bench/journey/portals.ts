import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { type ChildServer, startChild } from '../process';

/**
 * Without the cluster (BENCH_CLUSTER_MODE=own): `count` processes of the production bundle on one
 * PostgreSQL and one DATA_DIR (the disk store, shared), with one JWT_SECRET as the cluster gives
 * them (no TRUST_PROXY: no proxy in front); no balancer — the load spreads its virtual users over the processes' URLs. The
 * first migrates alone, the others start once it is up.
 */
export async function startOwnPortals(options: {
  bundleDir: string;
  dataDir: string;
  databaseUrl: string;
  count: number;
  env?: Record<string, string>;
}): Promise<{ urls: string[]; pids: number[]; stop(): Promise<void> }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'false',
    JWT_SECRET: randomBytes(32).toString('hex'),
    BANKING_KEYS: `k1:${randomBytes(32).toString('base64')}`,
    ...options.env,
  };
  const start = () =>
    startChild(
      [path.join(options.bundleDir, 'main.js')],
      env,
      /Kundenportal läuft: http:\/\/localhost:(\d+)\//,
    );
  const started: ChildServer[] = [await start()];
  try {
    started.push(...(await Promise.all(Array.from({ length: options.count - 1 }, start))));
  } catch (error) {
    await Promise.all(started.map((server) => server.stop()));
    throw error;
  }
  return {
    urls: started.map((server) => `http://127.0.0.1:${server.port}`),
    pids: started.map((server) => server.pid),
    stop: async () => {
      await Promise.all(started.map((server) => server.stop()));
    },
  };
}
