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
 * BENCH_ONLY=first-load|api|documents|contracts|referrals|reads|avatar|forms|letters|chat|import|export|banking|cluster|cluster-scenarios|bundle.
 */

import { benchApi } from './bench/api';
import { benchAvatar } from './bench/avatar';
import { benchBanking } from './bench/banking';
import { benchBundle } from './bench/bundle-report';
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

async function benchClusterPart(): Promise<void> {
  const size = clusterLoadFromEnv();
  // Two runs of scenario 1 and four scenarios beside the load, each with its logins, plus the seed.
  await withWatchdog(6 * (size.durationSeconds + 300) + 900, () => benchCluster(size));
}

async function benchClusterScenariosPart(): Promise<void> {
  const size = { ...clusterLoadFromEnv(), journeyRuns: false };
  await withWatchdog(4 * 300 + 900, () => benchCluster(size));
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
  [
    'cluster-scenarios',
    'Cluster (issue 34): scenarios 2–5 beside the journey on 3 processes (scenario 1 left out)',
    benchClusterScenariosPart,
  ],
  // The bundle analysis alone: no server, no Lighthouse (BENCH_WEB_DIST names the dist to read).
  ['bundle', 'Bundle size', benchBundle],
  ['first-load', 'First load: transferred JS and Lighthouse mobile', benchFirstLoad],
];

async function main(): Promise<void> {
  // `npm run bench -- --only first-load` (or BENCH_ONLY=first-load) runs just the first-load part.
  const only = process.env.BENCH_ONLY || process.argv[process.argv.indexOf('--only') + 1];
  const chosen = PARTS.filter(([key]) => key === only);
  // A full run has the scenarios in 'cluster' already.
  const all = PARTS.filter(([key]) => key !== 'cluster-scenarios');
  for (const [index, [, heading, run]] of (chosen.length ? chosen : all).entries()) {
    if (index > 0) console.log('');
    console.log(`== ${heading} ==`);
    await run();
  }
}

// Ends when the parts are done: a client's keep-alive socket or a timer a failed scenario left kept a run
// alive after its last figure (the temp folders' and the cluster's 'exit' steps still run).
main().then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
