/**
 * The cluster's programmatic shape (issue 34): what `startCluster` answers and what the failure scenarios
 * take and return. scripts/cluster/README.md explains each part; this file is the contract.
 */

export type ClusterOptions = {
  /** Portal processes behind the balancer (default 3). */
  processes?: number;
  /** The demo data (SEED_DEMO_DATA=true, seeded by the first process before the others start). Default false. */
  seed?: boolean;
  /** Where the cluster's folders go (PostgreSQL data, s3rver, the portals' DATA_DIR); default a temp folder. */
  dataDir?: string;
  /** The portals' SHUTDOWN_GRACE_MS (default 2000: longer than the balancer's health check needs to see 503). */
  shutdownGraceMs?: number;
  /** Extra environment for every portal process (e.g. LOG_LEVEL, DATABASE_POOL_MAX). */
  env?: Record<string, string>;
  /** Output of the parts (portals, HAProxy) also to this process's stderr. Default false. */
  verbose?: boolean;
};

export type Proc = {
  /** 1-based, also the balancer's server name `p<index>`. */
  index: number;
  /** The process's own URL (bypassing the balancer), e.g. http://127.0.0.1:40123 */
  url: string;
  /** The current OS process id (changes with restart). */
  pid: number;
  /** Sends the signal; resolves when the process has exited (SIGKILL: at once, SIGTERM: after its grace). */
  kill(signal: NodeJS.Signals): Promise<void>;
  /**
   * Starts it again on the same port with the same environment (after kill); resolves once its own
   * /api/ready answers 200 (the balancer takes it back after two passed checks: `waitReady`).
   */
  restart(): Promise<void>;
  /** Resolves when its GET /api/ready answers 200 (and the balancer sees it up). */
  waitReady(timeoutMs?: number): Promise<void>;
  /** Everything it printed since its (re)start. */
  output(): string;
};

export type ClusterDb = {
  /** postgres://… of the primary alone. */
  primaryUrl: string;
  /** postgres://… of the streaming-replication standby alone. */
  standbyUrl: string;
  /** What the portals get as DATABASE_URL: both hosts, target_session_attrs=read-write (ADR 290). */
  portalUrl: string;
  /** `pg_ctl stop -m immediate` on the primary (its port closes; nothing is flushed). */
  stopPrimary(): Promise<void>;
  /** `pg_ctl promote` on the standby; resolves once it accepts writes. */
  promoteStandby(): Promise<void>;
  /** Bytes of WAL the standby is behind (0 once it caught up). */
  replicationLagBytes(): Promise<number>;
};

export type ClusterS3 = {
  /** The s3rver's endpoint (http://127.0.0.1:port). */
  endpoint: string;
  bucket: string;
  /** Closes the object store (every connection cut, the port refuses) — an outage. */
  stop(): Promise<void>;
  /** Starts it again on the same port and folder: every object is still there. */
  start(): Promise<void>;
};

export type Cluster = {
  /** The balancer's URL (HAProxy on loopback): what clients use. */
  url: string;
  processes: Proc[];
  db: ClusterDb;
  s3: ClusterS3;
  /** The portals' shared DATA_DIR (outbox files go to `<dataDir>/outbox`). */
  dataDir: string;
  /** The balancer's view of one process: its state (UP, DOWN, DRAIN, MAINT…) and current sessions. */
  balancerServer(
    index: number,
  ): Promise<{ status: string; currentSessions: number; totalSessions: number; check: string }>;
  /** Takes a process out of the balancer's rotation (new requests go elsewhere) or back in. */
  setBalancerState(index: number, state: 'drain' | 'ready'): Promise<void>;
  /** Stops everything it started and removes its folders (also on SIGINT/SIGTERM/exit of this process). */
  stop(): Promise<void>;
};

/** One request of a background load that did not get a 2xx/3xx/4xx answer it expected. */
export type FailedRequest = { at: number; step: string; status: number | string };

/** What a scenario needs of the load running beside it (scripts/cluster/small-load.ts, or the bench's journey). */
export type BackgroundLoad = {
  /** Requests answered so far and those that failed (monotonic counters; scenarios take differences). */
  counts(): { requests: number; failed: number; failures: FailedRequest[] };
  /** Writes answered 2xx so far, each with a way to check it is still there (failover scenario). */
  acknowledgedWrites(): { id: string; check(): Promise<boolean> }[];
};

/** A scenario's figures, printed side by side by the bench and asserted by the CI test. */
export type ScenarioResult = {
  scenario: string;
  /** Whether every expectation of the scenario held. */
  ok: boolean;
  /** Numbers and short texts, in print order. */
  figures: Record<string, number | string>;
  /** What did not hold, in words (empty when ok). */
  problems: string[];
};
