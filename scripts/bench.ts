/**
 * `npm run bench` (issue 2, section 4): throughput and p99 latency of authenticated GET /api/users/me
 * next to a bare node:http server answering the same bytes, then the gzipped JavaScript the login route
 * loads. Loopback only; every run is bounded; prints a table to stdout. The server runs in this process,
 * autocannon in one worker thread so the load generator does not share the server's event loop.
 *
 * Tunables (environment): BENCH_CONNECTIONS (10), BENCH_DURATION_SECONDS (10), BENCH_WARMUP_SECONDS (2),
 * BENCH_WEB_DIST (apps/web/dist), DATABASE_URL (PostgreSQL instead of a fresh PGlite).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Result } from 'autocannon';
import { analyseBundle, type BundleReport } from './bench/bundle';
import { benchFirstLoad } from './bench/first-load';
import { capture, clientHeaders, login, measure, startBareServer, startPortal } from './bench/http';

const LOGIN_JS_AIM_KB = 130;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function intFromEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

const displayPath = (file: string) => {
  const relative = path.relative(root, file);
  return relative && !relative.startsWith('..') ? relative : file;
};
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function table(header: string[], rows: string[][], alignLeft = new Set([0])): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (alignLeft.has(i) ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

async function benchHttp(): Promise<void> {
  const load = {
    connections: intFromEnv('BENCH_CONNECTIONS', 10, 1, 1000),
    durationSeconds: intFromEnv('BENCH_DURATION_SECONDS', 10, 1, 120),
    warmupSeconds: intFromEnv('BENCH_WARMUP_SECONDS', 2, 0, 60),
  };
  // Everything below is bounded; this only catches a hang (e.g. a server that never closes).
  const limitSeconds = 2 * (load.durationSeconds + load.warmupSeconds) + 120;
  const watchdog = setTimeout(() => {
    console.error(`bench: still running after ${limitSeconds} s — giving up`);
    process.exit(1);
  }, limitSeconds * 1000);
  watchdog.unref();

  console.log('Starting the server in-process (fresh data dir, migrate, seed) …');
  const portal = await startPortal();
  let bare: Awaited<ReturnType<typeof startBareServer>> | undefined;
  try {
    const token = await login(portal.baseUrl);
    const headers = { ...clientHeaders, authorization: `Bearer ${token}` };
    const meUrl = `${portal.baseUrl}/api/users/me`;
    const captured = await capture(meUrl, headers);
    bare = await startBareServer(captured);

    console.log(
      `Load: ${load.connections} connections, ${load.warmupSeconds} s warm-up + ${load.durationSeconds} s ` +
        `measured per target; database ${portal.databaseKind}; response ${captured.body.length} bytes JSON, ` +
        `${Object.keys(captured.headers).length} headers.`,
    );
    console.log(`Measuring Fastify GET /api/users/me (authenticated) …`);
    const api = await measure('api', meUrl, headers, load);
    console.log(`Measuring bare node:http (same body and headers) …`);
    const baseline = await measure('bare', bare.url, headers, load);

    const row = (name: string, r: Result) => [
      name,
      r.requests.average.toFixed(0),
      r.latency.average.toFixed(2),
      r.latency.p50.toFixed(0),
      r.latency.p99.toFixed(0),
      String(r.requests.total),
      String(r.non2xx),
      String(r.errors),
    ];
    console.log('');
    console.log(
      table(
        ['target', 'req/s (avg)', 'latency avg ms', 'p50 ms', 'p99 ms', 'requests', 'non-2xx', 'errors'],
        [row('Fastify GET /api/users/me (auth)', api), row('bare node:http, same response', baseline)],
      ),
    );
    const throughputRatio = api.requests.average / baseline.requests.average;
    // autocannon records latency in whole milliseconds, so a bare p99 below 1 ms counts as 1 ms here.
    const p99Ratio = api.latency.p99 / Math.max(baseline.latency.p99, 1);
    console.log('');
    console.log(
      `Ratio API / bare: req/s ${throughputRatio.toFixed(3)} (the API serves ${(throughputRatio * 100).toFixed(1)} % ` +
        `of the bare server's rate; bare is ${(1 / throughputRatio).toFixed(1)}× faster), ` +
        `p99 ${p99Ratio.toFixed(1)}× (${api.latency.p99} ms vs ${baseline.latency.p99} ms; latency in whole ms).`,
    );
    for (const [name, r] of [
      ['API', api],
      ['bare', baseline],
    ] as const) {
      if (r.non2xx > 0 || r.errors > 0) {
        console.log(
          `WARNING: ${name} run had ${r.non2xx} non-2xx responses and ${r.errors} errors ` +
            `(${JSON.stringify(r.statusCodeStats)}) — its figures are not valid.`,
        );
      }
    }
  } finally {
    await bare?.close();
    await portal.close();
    clearTimeout(watchdog);
  }
}

function printBundle(report: BundleReport): void {
  const total = report.login.reduce((sum, f) => sum + f.gzipBytes, 0);
  const totalRaw = report.login.reduce((sum, f) => sum + f.rawBytes, 0);
  console.log(
    `JavaScript of the login route (#/intro/login), from ${displayPath(report.dist)}` +
      ` (${report.usedManifest ? 'index.html + .vite/manifest.json + static imports' : 'index.html + static imports; no manifest'}):`,
  );
  console.log('');
  console.log(
    table(
      ['file', 'raw KB', 'gzip KB', 'counted because'],
      [
        ...report.login.map((f) => [f.file, kb(f.rawBytes), kb(f.gzipBytes), f.reason]),
        ['total', kb(totalRaw), kb(total), ''],
      ],
      new Set([0, 3]),
    ),
  );
  if (!report.loginChunkFound) {
    console.log('Note: no separate login page chunk found (is the login page in the entry bundle?).');
  }
  const verdict = total <= LOGIN_JS_AIM_KB * 1024 ? 'PASS' : 'OVER';
  console.log('');
  console.log(
    `Login route initial JS: ${kb(total)} KB gzipped — aim ≤ ${LOGIN_JS_AIM_KB} KB gzipped: ${verdict}`,
  );
  console.log(
    `All JS in dist (context): ${report.all.files} files, ${kb(report.all.rawBytes)} KB raw, ` +
      `${kb(report.all.gzipBytes)} KB gzipped (sizes: gzip level 9, 1 KB = 1024 bytes).`,
  );
}

async function main(): Promise<void> {
  // `npm run bench -- --only first-load` (or BENCH_ONLY=first-load) runs just the first-load part.
  const only = process.env.BENCH_ONLY || process.argv[process.argv.indexOf('--only') + 1];
  if (only === 'first-load') {
    console.log('== First load: transferred JS and Lighthouse mobile ==');
    await benchFirstLoad();
    return;
  }
  console.log('== API throughput: GET /api/users/me vs bare node:http (127.0.0.1) ==');
  await benchHttp();
  console.log('');
  console.log('== Bundle size ==');
  const dist = path.resolve(process.env.BENCH_WEB_DIST || path.join(root, 'apps/web/dist'));
  try {
    printBundle(analyseBundle(dist));
  } catch (error) {
    console.log(`Bundle size not measured: ${error instanceof Error ? error.message : String(error)}`);
  }
  console.log('');
  console.log('== First load: transferred JS and Lighthouse mobile ==');
  await benchFirstLoad();
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
