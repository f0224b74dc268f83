import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { startServerProcess } from '../../apps/server/test/helpers/server-process';
import type { Proc } from './types';

export type PortalOptions = {
  index: number;
  port: number;
  /** The bundle's main.js. */
  main: string;
  cwd: string;
  env: Record<string, string>;
  verbose?: boolean;
  /** Whether the balancer sees the process up (waitReady waits for that too). */
  balancerStatus(index: number): Promise<string>;
  /** Each child the moment it is spawned (the first and every restart): its starter can stop it even mid-start. */
  onChild?(child: ChildProcess): void;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One portal process (the production bundle) on a fixed port, which `restart` keeps. */
export async function startPortal(options: PortalOptions, first: Record<string, string> = {}) {
  let child: ChildProcess;
  let output: () => string = () => '';
  let exited: Promise<unknown>;
  const url = `http://127.0.0.1:${options.port}`;

  async function launch(extra: Record<string, string>) {
    const started = startServerProcess([options.main], {
      // The cluster runs as production does, shedding included (its scenarios count what it refuses).
      shedding: true,
      longLived: true,
      cwd: options.cwd,
      env: { ...process.env, ...options.env, ...extra, PORT: String(options.port), HOST: '127.0.0.1' },
    });
    child = started.child;
    options.onChild?.(child);
    output = started.output;
    exited = started.exited;
    if (options.verbose) {
      const prefix = `[p${options.index}] `;
      child.stdout?.on('data', (chunk) => process.stderr.write(prefix + chunk));
      child.stderr?.on('data', (chunk) => process.stderr.write(prefix + chunk));
    }
    await started.listening;
  }

  const proc: Proc & { stop(): Promise<void>; output(): string; bootOutput: string } = {
    index: options.index,
    url,
    get pid() {
      return child.pid ?? 0;
    },
    bootOutput: '',
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
    async restart() {
      if (child.exitCode === null && child.signalCode === null)
        throw new Error(`p${options.index} läuft noch`);
      await launch({ SEED_DEMO_DATA: 'false' });
      await waitFor(async () => true);
    },
    waitReady: (timeoutMs = 30_000) =>
      waitFor(async () => (await options.balancerStatus(options.index)).startsWith('UP'), timeoutMs),
    output: () => output(),
    async stop() {
      await proc.kill('SIGTERM');
    },
  };

  /** Until its own /api/ready answers 200 and `also` holds. */
  async function waitFor(also: () => Promise<boolean>, timeoutMs = 30_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const ready = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(2000) })
        .then((response) => response.status === 200)
        .catch(() => false);
      if (ready && (await also())) return;
      if (Date.now() > deadline) throw new Error(`p${options.index} wurde nicht bereit:\n${output()}`);
      await sleep(100);
    }
  }
  await launch(first);
  proc.bootOutput = output();
  return proc;
}

export const bundleMain = (outdir: string) => path.join(outdir, 'main.js');
