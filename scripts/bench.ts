/**
 * `npm run bench`: throughput and p99 latency of the authenticated reads (GET /api/users/me and
 * /api/persons) on PGlite and PostgreSQL next to a bare node:http server answering the same bytes, the
 * access log's cost (bench/api.ts), the documents (bench/documents.ts: a 25 MB upload's peak RSS growth and
 * throughput next to a bare node:http copy, GET /api/documents with 100 and 10,000 documents), then the
 * gzipped JavaScript the login route loads and the first load in Lighthouse. Loopback only; every run is
 * bounded; prints tables to stdout. The API bench's server runs in this process, autocannon in one worker
 * thread so the load generator does not share the server's event loop; the documents bench's server runs
 * in a process of its own, so its RSS is its own.
 *
 * Tunables (environment): BENCH_CONNECTIONS (50), BENCH_DURATION_SECONDS (10), BENCH_WARMUP_SECONDS (2),
 * BENCH_DOCUMENTS_CONNECTIONS (10), BENCH_UPLOAD_RUNS (5), BENCH_WEB_DIST (apps/web/dist), BENCH_DATABASE_URL (a PostgreSQL database the
 * bench empties and seeds) or DATABASE_URL (used as it is), BENCH_FORM_RUNS (30: renders of the Maklervollmacht PDF per
 * target, bench/forms.ts), BENCH_LETTER_RUNS (50: renders of the Bestandsübertragung letter, bench/letters.ts),
 * BENCH_CHAT_STREAMS (200) and BENCH_CHAT_SENDERS (4) (bench/chat.ts),
 * BENCH_IMPORT_CONTRACTS (50,000) and BENCH_IMPORT_CUSTOMERS (10,000) (bench/portfolio-import.ts),
 * BENCH_EXPORT_DOCUMENTS (5,000: the exported customer's documents, bench/data-export.ts),
 * BENCH_READS_CUSTOMERS (2,000), BENCH_READS_MESSAGES (300), BENCH_READS_DOCUMENTS (60) (bench/reads.ts),
 * BENCH_CLUSTER_* (bench/cluster.ts: the journey's size, duration, think time, drivers, mode; README),
 * BENCH_ONLY=first-load|api|documents|contracts|referrals|reads|avatar|forms|letters|chat|import|export|banking|cluster|bundle.
 */

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchApi } from './bench/api';
import { benchAvatar } from './bench/avatar';
import { benchBanking } from './bench/banking';
import { analyseBundle, type BundleReport, type CountedFile } from './bench/bundle';
import { benchChat } from './bench/chat';
import { benchCluster, clusterLoadFromEnv } from './bench/cluster';
import { benchContracts } from './bench/contracts';
import { benchDataExport } from './bench/data-export';
import { benchDocuments } from './bench/documents';
import { benchFirstLoad } from './bench/first-load';
import { benchForms } from './bench/forms';
import { benchLetters } from './bench/letters';
import { benchPortfolioImport } from './bench/portfolio-import';
import { benchReads } from './bench/reads';
import { benchReferrals } from './bench/referrals';
import { intFromEnv, loadFromEnv, withWatchdog } from './bench/run-options';
import { table } from './bench/table';

const LOGIN_JS_AIM_KB = 130;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const displayPath = (file: string) => {
  const relative = path.relative(root, file);
  return relative && !relative.startsWith('..') ? relative : file;
};
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function benchHttp(): Promise<void> {
  const load = loadFromEnv();
  await withWatchdog(8 * (load.durationSeconds + load.warmupSeconds) + 300, () => benchApi(load));
}

async function benchDocumentsPart(): Promise<void> {
  // Fewer connections than the API bench: 50 waiting on 4 MB lists of 10,000 documents only time out.
  const load = { ...loadFromEnv(), connections: intFromEnv('BENCH_DOCUMENTS_CONNECTIONS', 10, 1, 1000) };
  const runs = intFromEnv('BENCH_UPLOAD_RUNS', 5, 1, 50);
  await withWatchdog(4 * (load.durationSeconds + load.warmupSeconds) + 30 * runs + 600, () =>
    benchDocuments(load, runs),
  );
}

async function benchAvatarPart(): Promise<void> {
  const runs = intFromEnv('BENCH_AVATAR_RUNS', 5, 1, 50);
  await withWatchdog(60 * runs + 600, () => benchAvatar(runs));
}

async function benchContractsPart(): Promise<void> {
  const load = loadFromEnv();
  await withWatchdog(6 * (load.durationSeconds + load.warmupSeconds) + 600, () => benchContracts(load));
}

async function benchReferralsPart(): Promise<void> {
  const load = loadFromEnv();
  await withWatchdog(16 * (load.durationSeconds + load.warmupSeconds) + 300, () => benchReferrals(load));
}

async function benchReadsPart(): Promise<void> {
  const load = loadFromEnv();
  const data = {
    customers: intFromEnv('BENCH_READS_CUSTOMERS', 2000, 0, 100_000),
    messages: intFromEnv('BENCH_READS_MESSAGES', 300, 0, 10_000),
    documents: intFromEnv('BENCH_READS_DOCUMENTS', 60, 0, 10_000),
  };
  await withWatchdog(2 * 80 * (load.durationSeconds + load.warmupSeconds) + 900, () =>
    benchReads(load, data),
  );
}

async function benchChatPart(): Promise<void> {
  const load = {
    streams: intFromEnv('BENCH_CHAT_STREAMS', 200, 1, 5000),
    senders: intFromEnv('BENCH_CHAT_SENDERS', 4, 1, 100),
    durationSeconds: loadFromEnv().durationSeconds,
  };
  await withWatchdog(3 * (load.durationSeconds + 15) + 300, () => benchChat(load));
}

async function benchFormsPart(): Promise<void> {
  const runs = intFromEnv('BENCH_FORM_RUNS', 30, 5, 500);
  await withWatchdog(4 * runs + 300, () => benchForms(runs));
}

async function benchPortfolioImportPart(): Promise<void> {
  const contracts = intFromEnv('BENCH_IMPORT_CONTRACTS', 50_000, 100, 100_000);
  const customers = intFromEnv('BENCH_IMPORT_CUSTOMERS', 10_000, 1, 100_000);
  await withWatchdog(900, () => benchPortfolioImport(contracts, customers));
}

async function benchDataExportPart(): Promise<void> {
  const documents = intFromEnv('BENCH_EXPORT_DOCUMENTS', 5000, 10, 50_000);
  await withWatchdog(600, () => benchDataExport(documents));
}

async function benchLettersPart(): Promise<void> {
  const runs = intFromEnv('BENCH_LETTER_RUNS', 50, 5, 500);
  await withWatchdog(4 * runs + 120, () => benchLetters(runs));
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
  console.log('');
  printDocumentsBundle(report);
}

const sum = (files: CountedFile[]) => ({
  gzip: files.reduce((total, f) => total + f.gzipBytes, 0),
  raw: files.reduce((total, f) => total + f.rawBytes, 0),
});

function filesTable(files: CountedFile[]): string {
  const total = sum(files);
  return table(
    ['file', 'raw KB', 'gzip KB', 'counted because'],
    [
      ...files.map((f) => [f.file, kb(f.rawBytes), kb(f.gzipBytes), f.reason]),
      ['total', kb(total.raw), kb(total.gzip), ''],
    ],
    new Set([0, 3]),
  );
}

/** The documents route's JavaScript and its lazily loaded PDF viewer (issue 9), and where pdf.js is not. */
function printDocumentsBundle(report: BundleReport): void {
  const documents = report.documents;
  if (!documents.chunk) {
    console.log('Documents route: no documents page chunk found (is the page in another chunk?).');
    return;
  }
  const appStart = sum(documents.appStart);
  console.log(
    'JavaScript the documents route (#/app/dokumente) adds when opened from the logged-in app: the page ' +
      'chunk and its static imports',
  );
  console.log(
    `not already loaded by the app's start (entry, start and app layout chunks with their static imports: ` +
      `${documents.appStart.length} files, ${kb(appStart.raw)} KB raw, ${kb(appStart.gzip)} KB gzipped):`,
  );
  console.log('');
  console.log(filesTable(documents.added));
  const added = sum(documents.added);
  console.log('');
  console.log(
    `Documents route JS added to the logged-in app: ${kb(added.gzip)} KB gzipped, ${kb(added.raw)} KB raw ` +
      `(${documents.added.length} files).`,
  );
  console.log('');
  console.log(
    'PDF viewer, loaded when the first PDF opens (not with the route): viewer chunk, pdf.js, worker:',
  );
  console.log('');
  if (documents.pdfViewer.length > 0) console.log(filesTable(documents.pdfViewer));
  else console.log('(no PDF viewer files found)');
  const viewer = sum(documents.pdfViewer);
  console.log('');
  console.log(`PDF viewer JS: ${kb(viewer.gzip)} KB gzipped, ${kb(viewer.raw)} KB raw.`);
  if (documents.pdfjsFiles.length === 0) {
    console.log(
      'Note: no pdf.js found in dist (manifest source pdfjs-dist/… or its texts): nothing to check.',
    );
  }
  const verdict = (found: string[]) => (found.length === 0 ? 'no' : `YES (regression): ${found.join(', ')}`);
  console.log(`pdf.js in login route: ${verdict(documents.pdfjsInLogin)}`);
  console.log(
    `pdf.js in documents route (app start + route, before a PDF opens): ${verdict(documents.pdfjsInDocuments)}`,
  );
}

function benchBundle(): void {
  const dist = path.resolve(process.env.BENCH_WEB_DIST || path.join(root, 'apps/web/dist'));
  try {
    printBundle(analyseBundle(dist));
  } catch (error) {
    console.log(`Bundle size not measured: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function benchClusterPart(): Promise<void> {
  const size = clusterLoadFromEnv();
  // Two runs of scenario 1 and four scenarios beside the load, each with its logins, plus the seed.
  await withWatchdog(6 * (size.durationSeconds + 300) + 900, () => benchCluster(size));
}

async function benchBankingPart(): Promise<void> {
  const load = loadFromEnv();
  await withWatchdog(12 * (load.durationSeconds + load.warmupSeconds) + 600, () => benchBanking(load));
}

/** The parts in the order a full run takes them: the key `--only` names, the heading, the work. */
const PARTS: [string, string, () => Promise<void> | void][] = [
  ['api', 'API throughput: authenticated reads vs bare node:http (127.0.0.1)', benchHttp],
  [
    'documents',
    'Documents: 25 MB upload and GET /api/documents (server in its own process)',
    benchDocumentsPart,
  ],
  [
    'contracts',
    'Contracts: GET /api/contracts with 200 contracts and the Vertragsspiegel PDF',
    benchContractsPart,
  ],
  ['referrals', 'Referrals: the referral page and notification reads', benchReferralsPart],
  [
    'reads',
    'Page reads: every GET the customer app and the workspace make on loading a page (issue 34)',
    benchReadsPart,
  ],
  [
    'avatar',
    'Avatar: a 5 MB photo uploaded, re-encoded by sharp (server in its own process)',
    benchAvatarPart,
  ],
  [
    'forms',
    'Adviser forms: the Maklervollmacht PDF with a drawn signature (in this process)',
    benchFormsPart,
  ],
  [
    'letters',
    'Bestandsübertragung: the letter PDF to one insurer with 10 contracts (in this process)',
    benchLettersPart,
  ],
  ['chat', 'Chat: fan-out to 200 open streams (Server-Sent Events)', benchChatPart],
  [
    'import',
    'Portfolio import: a CSV of 50,000 contracts previewed and applied (PGlite, in this process)',
    benchPortfolioImportPart,
  ],
  [
    'export',
    'Meine Daten: the export of a customer with 5,000 documents, streamed as a ZIP (PGlite, in this process)',
    benchDataExportPart,
  ],
  [
    'banking',
    'Banking: a camt.053 of 10,000 entries imported, the transactions list at 10,000 vs 100 entries',
    benchBankingPart,
  ],
  [
    'cluster',
    'Cluster (issue 34): a journey of 300 customers and 20 advisers at 1 and 3 processes, then scenarios 2–5',
    benchClusterPart,
  ],
  // The bundle analysis alone: no server, no Lighthouse (BENCH_WEB_DIST names the dist to read).
  ['bundle', 'Bundle size', benchBundle],
  ['first-load', 'First load: transferred JS and Lighthouse mobile', benchFirstLoad],
];

async function main(): Promise<void> {
  // `npm run bench -- --only first-load` (or BENCH_ONLY=first-load) runs just the first-load part.
  const only = process.env.BENCH_ONLY || process.argv[process.argv.indexOf('--only') + 1];
  const chosen = PARTS.filter(([key]) => key === only);
  for (const [index, [, heading, run]] of (chosen.length ? chosen : PARTS).entries()) {
    if (index > 0) console.log('');
    console.log(`== ${heading} ==`);
    await run();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
