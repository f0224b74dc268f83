import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { demoAdviserLogins } from '../../../apps/server/src/demo/advisers';
import { demoLogins } from '../../../apps/server/src/demo/customers';
import { type Session, signIn } from '../client';
import { withWritable } from '../pg-client';
import type { BackgroundLoad, Cluster, ScenarioResult } from '../types';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The load's counters since `mark()`. */
export function loadWindow(load: BackgroundLoad) {
  const start = load.counts();
  return () => {
    const now = load.counts();
    return {
      requests: now.requests - start.requests,
      failed: now.failed - start.failed,
      failures: now.failures.slice(start.failures.length),
    };
  };
}

/** The demo customer Max and his adviser, signed in through the balancer, with Max's ids. */
export async function chatPair(cluster: Cluster) {
  const customer = await signIn(cluster.url, demoLogins.max);
  const adviser = await signIn(cluster.url, demoAdviserLogins.berater, '/api/berater/login');
  const me = await customer.call('GET', '/api/users/me');
  const customerId =
    (me.body as { id?: number; user?: { id?: number } }).id ??
    (me.body as { user?: { id?: number } }).user?.id;
  if (typeof customerId !== 'number') throw new Error(`GET /api/users/me: ${JSON.stringify(me.body)}`);
  return { customer, adviser, customerId };
}

/** The adviser writes to the customer; the message's id when answered 201, else the status. */
export async function adviserWrites(
  adviser: Session,
  customerId: number,
  text: string,
): Promise<{ id: number } | { status: number }> {
  const answer = await adviser.call('POST', `/api/berater/kunden/${customerId}/chat`, { text });
  const id = (answer.body as { message?: { id?: number } } | null)?.message?.id;
  return answer.status === 201 && typeof id === 'number' ? { id } : { status: answer.status };
}

/** Mail files the outbox wrote so far (DATA_DIR/outbox/*.eml), by name. */
export function mailFiles(cluster: Cluster, since: number): string[] {
  const dir = path.join(cluster.dataDir, 'outbox');
  try {
    return readdirSync(dir).filter(
      (name) => name.endsWith('.eml') && statSync(path.join(dir, name)).mtimeMs >= since,
    );
  } catch {
    return [];
  }
}

/** Outbox mails marked sent since `since` (ms), asked of the writable database. */
export async function mailsSent(cluster: Cluster, since: number): Promise<number> {
  const sent = await withWritable([cluster.db.primaryUrl, cluster.db.standbyUrl], async (client) => {
    const counted = await client.query<{ n: string }>(
      `select count(*)::text as n from outbox where channel = 'mail' and status = 'sent' and sent_at >= to_timestamp($1 / 1000.0)`,
      [since],
    );
    return Number(counted.rows[0]?.n ?? 0);
  });
  if (!sent) throw new Error('Keine beschreibbare Datenbank erreichbar');
  return sent.value;
}

/**
 * The portals' rate limits the scenarios need raised: they send more chat messages and contact requests
 * as one user than the defaults allow (startCluster's `env`; the CI test and the bench).
 */
export const SCENARIO_LIMITS: Record<string, string> = {
  CHAT_MESSAGES_MAX_PER_USER: '100000',
  ADVISER_REQUESTS_MAX_PER_USER: '1000',
};

/** Waits until `check` holds or `timeoutMs` passed; whether it held. */
export async function waitUntil(
  check: () => Promise<boolean> | boolean,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(100);
  }
  return check();
}

export function result(
  scenario: string,
  figures: Record<string, number | string>,
  problems: (string | false)[],
): ScenarioResult {
  const found = problems.filter((problem): problem is string => typeof problem === 'string');
  return { scenario, ok: found.length === 0, figures, problems: found };
}

/**
 * What a process logged at warn or above, counted by message (with a shed's reason, an answer's status and
 * error code): e.g. "under pressure: requests shed with 503 (databasePoolWaiting) ×42". The scenarios print
 * it to say why requests failed.
 */
export function logSummary(output: string): string {
  const counts = new Map<string, number>();
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    let entry: {
      level?: number;
      msg?: string;
      reason?: string;
      shed?: number;
      status?: number;
      code?: string;
    };
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    if ((entry.level ?? 0) < 40 || !entry.msg) continue;
    const detail = [entry.reason, entry.status, entry.code].filter((part) => part !== undefined).join(' ');
    const key = detail ? `${entry.msg} (${detail})` : entry.msg;
    counts.set(key, (counts.get(key) ?? 0) + (entry.shed ?? 1));
  }
  return [...counts].map(([key, count]) => `${key} ×${count}`).join(', ');
}

/**
 * Watches the balancer's view of every process (every 200 ms) and records each change of state with the
 * check that caused it, e.g. "+31.2 s p1 UP → DOWN (L7TOUT 2001 ms)": why the balancer had no process left.
 */
export function watchBalancer(cluster: Cluster) {
  const changes: string[] = [];
  const last = new Map<number, string>();
  const started = performance.now();
  let running = true;
  const loop = (async () => {
    while (running) {
      for (const proc of cluster.processes) {
        const server = await cluster.balancerServer(proc.index).catch(() => null);
        if (!server) continue;
        const before = last.get(proc.index);
        if (before !== undefined && before !== server.status) {
          const at = ((performance.now() - started) / 1000).toFixed(1);
          changes.push(`+${at} s p${proc.index} ${before} → ${server.status} (${server.check})`);
        }
        last.set(proc.index, server.status);
      }
      await sleep(200);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return changes;
    },
  };
}
