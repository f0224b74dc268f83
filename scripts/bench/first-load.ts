/**
 * First load as a new user meets it (issue 7): the production server (apps/server/dist/main.js, built by
 * `npm run build`) on a fresh data dir; the login route's JavaScript as sent over HTTP with
 * `Accept-Encoding: br, gzip`; Lighthouse mobile on #/intro/login and on the landing page after login.
 * Lighthouse lives in bench/lighthouse (installed there on first use, never in the main install).
 *
 * Tunables: BENCH_WEB_DIST / WEB_DIST_DIR (apps/web/dist), CHROMIUM_PATH (/usr/bin/chromium),
 * BENCH_LIGHTHOUSE_RUNS (3; every run, the median and the range are reported: Lighthouse figures on a
 * shared machine are noisy), BENCH_FIRST_LOAD_PORT (8099), BENCH_SERVER_BUNDLE (apps/server/dist/main.js).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_ROUTE } from '@kundenportal/domain/routing/paths';
import { analyseBundle } from './bundle';
import { login } from './http';
import { benchTempDir } from './temp-dir';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const lighthouseDir = path.join(root, 'bench/lighthouse');
const AIMS = { loginJsKb: 130, score: 95, lcpMs: 1500 };

type LighthouseResult = {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  lcpElement?: string;
  scriptTransferBytes: number;
  belowPar: { id: string; title: string; displayValue: string }[];
};

const verdict = (ok: boolean) => (ok ? 'PASS' : 'OVER');
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Bytes of the response body exactly as sent (no decoding), and its Content-Encoding. */
function sentBytes(url: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`${url}: HTTP ${response.statusCode}`));
          else resolve({ bytes, encoding: String(response.headers['content-encoding'] ?? 'identity') });
        });
      })
      .on('error', reject);
  });
}

async function startProductionServer(dist: string, port: number) {
  const bundle = path.resolve(process.env.BENCH_SERVER_BUNDLE || path.join(root, 'apps/server/dist/main.js'));
  if (!existsSync(bundle)) throw new Error(`${bundle} is missing — run \`npm run build\` first`);
  const dataDir = benchTempDir('kundenportal-first-load');
  const child: ChildProcess = spawn(process.execPath, [bundle], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: dist,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (performance.now() - started > 60_000) throw new Error('server did not answer within 60 s');
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    async close() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function ensureLighthouse(): void {
  if (existsSync(path.join(lighthouseDir, 'node_modules/lighthouse'))) return;
  console.log('Installing Lighthouse into bench/lighthouse (first run only) …');
  execFileSync('npm', ['install', '--prefix', lighthouseDir, '--no-audit', '--no-fund'], {
    stdio: 'inherit',
  });
}

function runLighthouse(url: string, token: string | null): LighthouseResult {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const out = execFileSync(
    process.execPath,
    [path.join(lighthouseDir, 'run.mjs'), JSON.stringify({ url, token, chromium })],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024, timeout: 180_000 },
  );
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as LighthouseResult;
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);

/** The median and the range of one figure over the runs. */
function spread(results: LighthouseResult[], pick: (result: LighthouseResult) => number) {
  const values = results.map(pick).sort((a, b) => a - b);
  return {
    median: values[Math.floor(values.length / 2)] as number,
    min: values[0] as number,
    max: values.at(-1) as number,
  };
}

function printRun(run: number, result: LighthouseResult): void {
  console.log(
    `    run ${run}: performance ${result.score}, LCP ${seconds(result.lcpMs)} s, FCP ${seconds(result.fcpMs)} s, ` +
      `TBT ${Math.round(result.tbtMs)} ms, CLS ${result.cls.toFixed(3)}, ` +
      `scripts ${kb(result.scriptTransferBytes)} KB; LCP element ${result.lcpElement ?? '?'}`,
  );
}

export async function benchFirstLoad(): Promise<void> {
  const dist = path.resolve(
    process.env.BENCH_WEB_DIST || process.env.WEB_DIST_DIR || path.join(root, 'apps/web/dist'),
  );
  const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) || 3);
  const server = await startProductionServer(dist, Number(process.env.BENCH_FIRST_LOAD_PORT ?? 8099));
  try {
    // The files the login route loads before it renders (index.html's scripts and preloads, the login
    // chunk and their static imports), each fetched as a browser would.
    const files = analyseBundle(dist).login.filter((file) => !file.file.startsWith('index.html'));
    let total = 0;
    console.log(`Login route JavaScript as sent (Accept-Encoding: br, gzip), ${files.length} files:`);
    for (const file of files) {
      const sent = await sentBytes(`${server.baseUrl}/${file.file}`);
      total += sent.bytes;
      console.log(`  ${file.file.padEnd(44)} ${kb(sent.bytes).padStart(7)} KB ${sent.encoding}`);
    }
    console.log(
      `Login route transferred JS: ${kb(total)} KB — aim ≤ ${AIMS.loginJsKb} KB: ${verdict(total <= AIMS.loginJsKb * 1024)}`,
    );

    ensureLighthouse();
    const token = await login(server.baseUrl);
    const pages = [
      { name: 'login (#/intro/login)', url: `${server.baseUrl}/#/intro/login`, token: null },
      { name: `landing after login (#${DEFAULT_ROUTE})`, url: `${server.baseUrl}/#${DEFAULT_ROUTE}`, token },
    ];
    console.log('');
    console.log(`Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile, simulated slow 4G:`);
    for (const page of pages) {
      console.log(`  ${page.name}:`);
      const results: LighthouseResult[] = [];
      for (let run = 1; run <= runs; run++) {
        const result = runLighthouse(page.url, page.token);
        printRun(run, result);
        results.push(result);
      }
      const score = spread(results, (r) => r.score);
      const lcp = spread(results, (r) => r.lcpMs);
      const fcp = spread(results, (r) => r.fcpMs);
      console.log(
        `    median (range): performance ${score.median} (${score.min}–${score.max}; aim ≥ ${AIMS.score}: ${verdict(score.median >= AIMS.score)}), ` +
          `LCP ${seconds(lcp.median)} s (${seconds(lcp.min)}–${seconds(lcp.max)}; aim ≤ ${AIMS.lcpMs / 1000} s: ${verdict(lcp.median <= AIMS.lcpMs)}), ` +
          `FCP ${seconds(fcp.median)} s (${seconds(fcp.min)}–${seconds(fcp.max)})`,
      );
      const belowPar = new Map(results.flatMap((r) => r.belowPar.map((audit) => [audit.id, audit] as const)));
      for (const audit of belowPar.values()) {
        console.log(`      below par: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      }
    }
  } finally {
    await server.close();
  }
}
