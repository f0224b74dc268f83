/**
 * `npm run bench`: throughput and p99 latency of the authenticated reads (GET /api/users/me and
 * /api/persons) on PGlite and PostgreSQL next to a bare node:http server answering the same bytes, the
 * access log's cost (bench/api.ts), then the gzipped JavaScript the login route loads and the first load
 * in Lighthouse. Loopback only; every run is bounded; prints tables to stdout. The server runs in this
 * process, autocannon in one worker thread so the load generator does not share the server's event loop.
 *
 * Tunables (environment): BENCH_CONNECTIONS (50), BENCH_DURATION_SECONDS (10), BENCH_WARMUP_SECONDS (2),
 * BENCH_WEB_DIST (apps/web/dist), BENCH_DATABASE_URL (a PostgreSQL database the bench empties and seeds)
 * or DATABASE_URL (used as it is), BENCH_ONLY=first-load|api.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchApi } from './bench/api';
import { analyseBundle, type BundleReport } from './bench/bundle';
import { benchFirstLoad } from './bench/first-load';
import { table } from './bench/table';

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

async function benchHttp(): Promise<void> {
  const load = {
    connections: intFromEnv('BENCH_CONNECTIONS', 50, 1, 1000),
    durationSeconds: intFromEnv('BENCH_DURATION_SECONDS', 10, 1, 120),
    warmupSeconds: intFromEnv('BENCH_WARMUP_SECONDS', 2, 0, 60),
  };
  // Everything below is bounded; this only catches a hang (e.g. a server that never closes).
  const limitSeconds = 8 * (load.durationSeconds + load.warmupSeconds) + 300;
  const watchdog = setTimeout(() => {
    console.error(`bench: still running after ${limitSeconds} s — giving up`);
    process.exit(1);
  }, limitSeconds * 1000);
  watchdog.unref();
  try {
    await benchApi(load);
  } finally {
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
  if (only === 'api') {
    console.log('== API throughput: authenticated reads vs bare node:http (127.0.0.1) ==');
    await benchHttp();
    return;
  }
  if (only === 'first-load') {
    console.log('== First load: transferred JS and Lighthouse mobile ==');
    await benchFirstLoad();
    return;
  }
  console.log('== API throughput: authenticated reads vs bare node:http (127.0.0.1) ==');
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
