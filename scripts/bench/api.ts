import type { Result } from 'autocannon';
import { benchDatabases } from './databases';
import {
  capture,
  clientHeaders,
  type LoadOptions,
  login,
  measure,
  type Portal,
  type PortalOptions,
  startBareServer,
  startPortal,
} from './http';
import { table } from './table';

/** Issue 7's aims at 50 connections on this machine (req/s, and p99 ms where one is set). */
const AIMS: Record<string, Record<string, { reqPerSec: number; p99Ms?: number }>> = {
  postgres: { '/api/users/me': { reqPerSec: 5000, p99Ms: 25 }, '/api/persons': { reqPerSec: 3000 } },
  pglite: { '/api/users/me': { reqPerSec: 1500 }, '/api/persons': { reqPerSec: 1500 } },
};
const ROUTES = ['/api/users/me', '/api/persons'] as const;

type Row = { target: string; result: Result; aim?: { reqPerSec: number; p99Ms?: number } };

async function withPortal<T>(options: PortalOptions, work: (portal: Portal, token: string) => Promise<T>) {
  const portal = await startPortal(options);
  try {
    return await work(portal, await login(portal.baseUrl));
  } finally {
    await portal.close();
  }
}

const auth = (token: string) => ({ ...clientHeaders, authorization: `Bearer ${token}` });

/**
 * Authenticated reads (GET /api/users/me and /api/persons) on the embedded database and, when a
 * PostgreSQL URL is given, on PostgreSQL; a bare node:http server answering users/me's exact bytes in the
 * same run; and the cost of the production access log (ADR 008).
 */
export async function benchApi(load: LoadOptions): Promise<void> {
  const databases = benchDatabases();
  if (databases.length === 1) console.log('No BENCH_DATABASE_URL or DATABASE_URL: PostgreSQL rows skipped.');

  const rows: Row[] = [];
  let bareResult: Result | undefined;
  for (const options of databases) {
    await withPortal(options, async (portal, token) => {
      console.log(`Measuring on ${portal.databaseKind} (${load.connections} connections) …`);
      for (const route of ROUTES) {
        const result = await measure(route, `${portal.baseUrl}${route}`, auth(token), load);
        rows.push({
          target: `${route} (${portal.databaseKind})`,
          result,
          aim: AIMS[portal.databaseKind]?.[route],
        });
      }
      if (!bareResult) {
        const captured = await capture(`${portal.baseUrl}/api/users/me`, auth(token));
        const bare = await startBareServer(captured);
        try {
          console.log(`Measuring bare node:http (users/me's ${captured.body.length} bytes and headers) …`);
          bareResult = await measure('bare', bare.url, auth(token), load);
        } finally {
          await bare.close();
        }
      }
    });
  }

  // Logging cost: the same users/me with the access log at info written to a file (production default
  // writes asynchronously; synchronously for comparison), on the fastest database of the run.
  const loggingDb = databases.at(-1) ?? {};
  for (const log of ['async', 'sync'] as const) {
    await withPortal({ ...loggingDb, log }, async (portal, token) => {
      console.log(`Measuring users/me with the access log at info, ${log} (${portal.databaseKind}) …`);
      const result = await measure('logged', `${portal.baseUrl}/api/users/me`, auth(token), load);
      rows.push({ target: `/api/users/me (${portal.databaseKind}), access log ${log}`, result });
    });
  }
  if (!bareResult) throw new Error('bare server not measured');
  const bare = bareResult;

  const verdict = (row: Row) => {
    if (!row.aim) return '';
    const rateOk = row.result.requests.average >= row.aim.reqPerSec;
    const p99Ok = row.aim.p99Ms === undefined || row.result.latency.p99 <= row.aim.p99Ms;
    const aim = `≥ ${row.aim.reqPerSec}${row.aim.p99Ms ? `, p99 ≤ ${row.aim.p99Ms}` : ''}`;
    return `${aim}: ${rateOk && p99Ok ? 'PASS' : 'OVER'}`;
  };
  const cells = (name: string, r: Result, aim: string) => [
    name,
    r.requests.average.toFixed(0),
    r.latency.p50.toFixed(0),
    r.latency.p99.toFixed(0),
    `${((100 * r.requests.average) / bare.requests.average).toFixed(1)} %`,
    String(r.non2xx + r.errors),
    aim,
  ];
  console.log('');
  console.log(
    table(
      ['target', 'req/s', 'p50 ms', 'p99 ms', 'of bare', 'failed', 'aim'],
      [...rows.map((row) => cells(row.target, row.result, verdict(row))), cells('bare node:http', bare, '')],
      new Set([0, 6]),
    ),
  );
  const silent = rows.find(
    (row) => row.target === `/api/users/me (${loggingDb.databaseUrl ? 'postgres' : 'pglite'})`,
  );
  const logged = rows.find((row) => row.target.endsWith('access log async'));
  if (silent && logged) {
    const cost = 1 - logged.result.requests.average / silent.result.requests.average;
    console.log(`Access log at info (async) costs ${(cost * 100).toFixed(1)} % of users/me's throughput.`);
  }
  for (const row of rows) {
    if (row.result.non2xx > 0 || row.result.errors > 0) {
      console.log(
        `WARNING: ${row.target}: ${JSON.stringify(row.result.statusCodeStats)} — figures not valid.`,
      );
    }
  }
}
