import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BackgroundLoad, FailedRequest } from '../../cluster/types';
import type { DriverConfig, ToDriver } from './driver';
import { type Acknowledged, chatFigures, type LedgerData } from './ledger';
import { mergeRecords, type Recorded } from './recorder';
import type { Seeded } from './seed';

/**
 * The journey's load (issue 34) from `drivers` processes of their own (driver.ts), so the load
 * generator's CPU is its own and visible: `startJourney` logs everyone in, `run` starts the measured
 * window and answers what was recorded, with the CPU the drivers, the portal processes and the whole
 * machine used meanwhile. `load` is the scenarios' BackgroundLoad while it runs.
 */
export type JourneyOptions = {
  baseUrls: string[];
  seeded: Seeded;
  customers: number;
  advisers: number;
  durationSeconds: number;
  thinkMs: number;
  /** Each customer lands at a random moment within this many ms of the window's start. */
  arrivalMs: number;
  answerThinkMs: number;
  drivers: number;
  loginConcurrency: number;
  uploadBytes: number;
  /** The portal processes whose CPU is counted (read at the window's start and end). */
  serverPids: () => number[];
  /** Whether an acknowledged write is still there (the failover scenario's check). */
  exists?: (write: Acknowledged) => Promise<boolean>;
};

export type JourneyResult = {
  record: Recorded;
  windowSeconds: number;
  customers: number;
  advisers: number;
  chat: ReturnType<typeof chatFigures>;
  reconnects: number;
  /** Seconds of CPU in the window; `bench` is this process (with the cluster's s3rver in it). */
  cpu: { drivers: number; portals: number; bench: number; machineBusy: number; machineCapacity: number };
};

type FromDriver =
  | { type: 'loggedIn'; record: Recorded }
  | { type: 'progress'; requests: number; failed: number; failures: FailedRequest[]; acks: Acknowledged[] }
  | {
      type: 'done';
      record: Recorded;
      ledger: LedgerData;
      cpuSeconds: number;
      wallSeconds: number;
      reconnects: number;
    };

const here = path.dirname(fileURLToPath(import.meta.url));
const TICKS = 100;

/** utime + stime of a process in seconds (Linux /proc/<pid>/stat), 0 when it is gone. */
function cpuOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

/** The machine's busy and total CPU seconds so far (all cores, every user: others share it). */
function machineCpu() {
  const [, ...values] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/);
  const ticks = values.map(Number);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  const total = ticks.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return { busy: (total - idle) / TICKS, total: total / TICKS };
}

/** Which seeded customers and advisers take part: the advisers' agencies' customers, in turn. */
function cast(options: JourneyOptions) {
  const advisers = options.seeded.advisers.slice(0, options.advisers);
  const agencies = new Set(advisers.map((adviser) => adviser.agencyIndex));
  const customers = options.seeded.customers
    .filter((c) => agencies.has(c.agencyIndex))
    .slice(0, options.customers);
  return { customers, advisers };
}

export async function startJourney(options: JourneyOptions) {
  const { customers, advisers } = cast(options);
  const counters =
    options.drivers > 0 ? Array.from({ length: options.drivers }, () => ({ requests: 0, failed: 0 })) : [];
  const failures: FailedRequest[] = [];
  const acknowledged: Acknowledged[] = [];
  const children: ChildProcess[] = [];
  const done: Promise<Extract<FromDriver, { type: 'done' }>>[] = [];
  const loggedIn: Promise<void>[] = [];
  for (let d = 0; d < options.drivers; d += 1) {
    const config: DriverConfig = {
      baseUrls: options.baseUrls,
      customers: customers.flatMap((customer, index) =>
        index % options.drivers === d ? [{ index, customer }] : [],
      ),
      advisers: advisers.flatMap((adviser, index) =>
        index % options.drivers === d ? [{ index, adviser }] : [],
      ),
      password: options.seeded.password,
      thinkMs: options.thinkMs,
      arrivalMs: options.arrivalMs,
      answerThinkMs: options.answerThinkMs,
      loginConcurrency: options.loginConcurrency,
      uploadBytes: options.uploadBytes,
    };
    const child = fork(path.join(here, 'driver.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    children.push(child);
    const exited = new Promise<never>((_, reject) =>
      // A moment later: its last message may still be in the channel.
      child.once('exit', (code) =>
        setTimeout(() => reject(new Error(`load driver ${d + 1} ended (exit ${code})`)), 2000),
      ),
    );
    exited.catch(() => undefined);
    loggedIn.push(
      Promise.race([
        new Promise<void>((resolve) =>
          child.on('message', (m: FromDriver) => m.type === 'loggedIn' && resolve()),
        ),
        exited,
      ]),
    );
    done.push(
      Promise.race([
        new Promise<Extract<FromDriver, { type: 'done' }>>((resolve) =>
          child.on('message', (m: FromDriver) => m.type === 'done' && resolve(m)),
        ),
        exited,
      ]),
    );
    child.on('message', (m: FromDriver) => {
      if (m.type !== 'progress') return;
      counters[d] = { requests: m.requests, failed: m.failed };
      failures.push(...m.failures);
      acknowledged.push(...m.acks);
    });
    child.send({ type: 'start', config } satisfies ToDriver);
  }
  try {
    await Promise.all(loggedIn);
  } catch (error) {
    for (const child of children) child.kill();
    // Never awaited now: a driver's end must not become an unhandled rejection that ends the bench.
    for (const waiting of done) waiting.catch(() => undefined);
    throw error;
  }

  const load: BackgroundLoad = {
    counts: () => ({
      requests: counters.reduce((sum, c) => sum + c.requests, 0),
      failed: counters.reduce((sum, c) => sum + c.failed, 0),
      failures: [...failures],
    }),
    acknowledgedWrites: () =>
      acknowledged.map((write) => ({
        id: `${write.kind}:${write.key}`,
        check: () => options.exists?.(write) ?? Promise.resolve(true),
      })),
  };

  async function run(): Promise<JourneyResult> {
    const machineBefore = machineCpu();
    const benchBefore = process.cpuUsage();
    // Per process: one restarted meanwhile (a scenario) counts from 0 under its new pid; a killed one's
    // last stretch is not seen.
    const before = new Map(options.serverPids().map((pid) => [pid, cpuOf(pid)]));
    const until = Date.now() + options.durationSeconds * 1000;
    for (const child of children)
      child.send({ type: 'go', until, drainUntil: until + 20_000 } satisfies ToDriver);
    const results = await Promise.all(done);
    const machineAfter = machineCpu();
    const bench = process.cpuUsage(benchBefore);
    const portals = options
      .serverPids()
      .reduce((sum, pid) => sum + Math.max(0, cpuOf(pid) - (before.get(pid) ?? 0)), 0);
    return {
      record: mergeRecords(results.map((result) => result.record)),
      windowSeconds: Math.max(...results.map((result) => result.wallSeconds)),
      customers: customers.length,
      advisers: advisers.length,
      chat: chatFigures(results.map((result) => result.ledger)),
      reconnects: results.reduce((sum, result) => sum + result.reconnects, 0),
      cpu: {
        drivers: results.reduce((sum, result) => sum + result.cpuSeconds, 0),
        portals,
        bench: (bench.user + bench.system) / 1e6,
        machineBusy: machineAfter.busy - machineBefore.busy,
        machineCapacity: machineAfter.total - machineBefore.total,
      },
    };
  }

  return {
    load,
    run,
    /** Ends the window now (the advisers still answer what waits). */
    end: () => {
      for (const child of children) if (child.connected) child.send({ type: 'end' } satisfies ToDriver);
    },
    stop: () => {
      for (const child of children) child.kill();
    },
  };
}
