import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { DependencyCheck } from '@kundenportal/domain/devtools/devtools-api';
import { devtoolsTexts as t } from '@kundenportal/domain/texts/devtools';
import nodemailer from 'nodemailer';
import pg from 'pg';
import type { Config } from '../../config';
import type { BlobStore } from '../../lib/blob-store/blob-store';
import { reasonOf, redactUrl } from './redact';

/** How long one dependency may take to answer before it counts as down. */
export const CHECK_TIMEOUT_MS = 3000;

export type CheckSources = {
  config: Pick<Config, 'databaseUrl' | 'databaseStandbyUrl' | 'smtpUrl' | 'dataDir' | 'blobStorage' | 'push'>;
  /**
   * Asks the app's own database (its pool) which server answered: `host:port` of PostgreSQL (the primary
   * found among a multi-host DATABASE_URL's hosts, ADR 290), null for PGlite or a Unix socket. Throws when
   * nothing answers.
   */
  whoAnswers: () => Promise<string | null>;
  blobStore: BlobStore;
};

type Probe = { state?: 'up' | 'warn'; detail: string };

/** Runs `probe` with a deadline; its time is the latency, its failure the reason (never a message). */
async function timed(
  key: DependencyCheck['key'],
  target: string,
  probe: () => Promise<Probe>,
): Promise<DependencyCheck> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineError()), CHECK_TIMEOUT_MS);
  });
  try {
    const answer = await Promise.race([probe(), deadline]);
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    return { key, target, state: answer.state ?? 'up', latencyMs, detail: answer.detail };
  } catch (error) {
    const detail =
      error instanceof DeadlineError ? t.timedOut(CHECK_TIMEOUT_MS) : t.noAnswer(reasonOf(error));
    return { key, target, state: 'down', latencyMs: null, detail };
  } finally {
    clearTimeout(timer);
  }
}

class DeadlineError extends Error {}

const off = (key: DependencyCheck['key'], target: string, detail: string): DependencyCheck => ({
  key,
  target,
  state: 'off',
  latencyMs: null,
  detail,
});

/** Every dependency at once, each with its own deadline (GET /api/devtools/status). */
export function checkDependencies(sources: CheckSources): Promise<DependencyCheck[]> {
  const { config } = sources;
  return Promise.all([
    timed('database', config.databaseUrl ? redactUrl(config.databaseUrl) : 'PGlite', async () => {
      const server = await sources.whoAnswers();
      if (!config.databaseUrl) return { detail: t.pgliteEmbedded };
      return { detail: server ? t.answeredBy(server) : t.answered };
    }),
    config.databaseStandbyUrl
      ? timed('databaseStandby', redactUrl(config.databaseStandbyUrl), () =>
          probeStandby(config.databaseStandbyUrl as string),
        )
      : off('databaseStandby', '–', t.standbyOff),
    checkObjectStore(sources),
    config.smtpUrl
      ? timed('mail', redactUrl(config.smtpUrl), () => probeSmtp(config.smtpUrl as string))
      : timed('mail', t.outboxFolder, async () => {
          const folder = path.join(config.dataDir, 'outbox');
          await mkdir(folder, { recursive: true });
          await access(folder, constants.W_OK);
          return { detail: t.outboxWritable };
        }),
    Promise.resolve<DependencyCheck>(
      config.push.publicKey && config.push.privateKey
        ? {
            key: 'push',
            target: t.pushTarget,
            state: 'up',
            latencyMs: null,
            detail: t.pushReady(config.push.subject),
          }
        : off('push', t.pushTarget, t.pushMissing),
    ),
  ]);
}

function checkObjectStore({ config, blobStore }: CheckSources): Promise<DependencyCheck> {
  const storage = config.blobStorage;
  const target =
    storage.kind === 's3' ? `${redactUrl(storage.endpoint)} (Bucket ${storage.bucket})` : t.diskStore;
  // A key no upload ever gets: the answer "no such file" proves the store answers and lets us in.
  return timed('objectStore', target, async () => {
    await blobStore.size('devtools-probe-0000');
    return { detail: t.answered };
  });
}

/** A connection of its own (never the pool's): whether the standby answers, is in recovery, and its lag. */
async function probeStandby(url: string): Promise<Probe> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: CHECK_TIMEOUT_MS,
    query_timeout: CHECK_TIMEOUT_MS,
    application_name: 'kundenportal-devtools',
  });
  // A standby that goes away mid-query emits 'error'; without a listener Node would end the process.
  client.on('error', () => {});
  try {
    await client.connect();
    // The lag is 0 while all WAL received is replayed (an idle primary sends nothing, so the last replayed
    // transaction's age would grow without any lag); the receiver tells whether the primary is heard.
    const { rows } = await client.query<{ recovery: boolean; streaming: boolean; lag: number | null }>(
      `select pg_is_in_recovery() as recovery,
              coalesce((select status = 'streaming' from pg_stat_wal_receiver limit 1), false) as streaming,
              case when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
                   else extract(epoch from now() - pg_last_xact_replay_timestamp()) end::float8 as lag`,
    );
    const row = rows[0];
    if (!row?.recovery) return { state: 'warn', detail: t.standbyPromoted };
    if (!row.streaming) return { state: 'warn', detail: t.standbyNotStreaming };
    return { detail: t.standbyInRecovery(row.lag === null ? null : Math.max(0, row.lag)) };
  } finally {
    await client.end().catch(() => {});
  }
}

/** Connects, greets and (with credentials in the URL) logs in, then quits: nothing is sent. */
async function probeSmtp(url: string): Promise<Probe> {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: CHECK_TIMEOUT_MS,
    greetingTimeout: CHECK_TIMEOUT_MS,
    socketTimeout: CHECK_TIMEOUT_MS,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  try {
    await transporter.verify();
    return { detail: t.answered };
  } finally {
    transporter.close();
  }
}
