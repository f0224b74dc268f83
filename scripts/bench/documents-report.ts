import { MAX_UPLOAD_BYTES } from '@kundenportal/domain/constants';
import type { Result } from 'autocannon';
import { table } from './table';

/** Issue 9's aims. */
const AIMS = { rssGrowthMb: 16, ofBarePercent: 50, listRatio: 2 };
const MB = 1024 * 1024;

export type ListRow = {
  target: string;
  count: number;
  bytes: number;
  sent: number;
  result: Result;
  bare: Result;
  sequentialMs: number[];
};
export type UploadRuns = {
  portal: { seconds: number; growth: number }[];
  bare: { seconds: number; growth: number }[];
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const verdict = (ok: boolean) => (ok ? 'PASS' : 'OVER');

export function printUploads(runs: UploadRuns) {
  const mbPerSecond = (seconds: number[]) => MAX_UPLOAD_BYTES / MB / median(seconds);
  const portalRate = mbPerSecond(runs.portal.map((run) => run.seconds));
  const bareRate = mbPerSecond(runs.bare.map((run) => run.seconds));
  const growth = (list: { growth: number }[]) => Math.max(...list.map((run) => run.growth)) / MB;
  const share = (100 * portalRate) / bareRate;
  console.log('');
  console.log(
    table(
      ['target', 'MB/s (median)', 'of bare', 'peak RSS growth MB (max)', 'per run MB'],
      [
        [
          'POST /api/v2/document (portal)',
          portalRate.toFixed(0),
          `${share.toFixed(0)} %`,
          growth(runs.portal).toFixed(1),
          runs.portal.map((run) => (run.growth / MB).toFixed(1)).join(' '),
        ],
        [
          'bare node:http copy to a file',
          bareRate.toFixed(0),
          '',
          growth(runs.bare).toFixed(1),
          runs.bare.map((run) => (run.growth / MB).toFixed(1)).join(' '),
        ],
      ],
      new Set([0, 4]),
    ),
  );
  console.log(
    `25 MB upload, peak RSS growth of the server: ${growth(runs.portal).toFixed(1)} MB — aim ≤ ${AIMS.rssGrowthMb} MB: ${verdict(growth(runs.portal) <= AIMS.rssGrowthMb)}`,
  );
  console.log(
    `25 MB upload throughput: ${portalRate.toFixed(0)} MB/s, ${share.toFixed(0)} % of the bare copy (${bareRate.toFixed(0)} MB/s) — aim ≥ ${AIMS.ofBarePercent} %: ${verdict(share >= AIMS.ofBarePercent)}`,
  );
}

export function printLists(rows: ListRow[]) {
  console.log('');
  console.log(
    table(
      [
        'target',
        'documents',
        'JSON KB',
        'sent KB',
        'req/s',
        'p50 ms',
        'p99 ms',
        'one at a time: p50 ms',
        'failed',
        'bare node:http same bytes: req/s',
        'p50 ms',
      ],
      rows.map((row) => [
        row.target,
        String(row.count),
        (row.bytes / 1024).toFixed(0),
        (row.sent / 1024).toFixed(0),
        row.result.requests.average.toFixed(0),
        row.result.latency.p50.toFixed(0),
        row.result.latency.p99.toFixed(0),
        median(row.sequentialMs).toFixed(1),
        String(row.result.non2xx + row.result.errors),
        row.bare.requests.average.toFixed(0),
        row.bare.latency.p50.toFixed(0),
      ]),
    ),
  );
  const failed = (row: ListRow) => row.result.non2xx + row.result.errors > 0;
  for (const row of rows.filter(failed)) {
    console.log(
      `WARNING: ${row.target}: ${JSON.stringify(row.result.statusCodeStats)}, ${row.result.errors} errors ` +
        `(${row.result.timeouts} timeouts): its figures under load are not valid.`,
    );
  }
  for (const kind of new Set(rows.map((row) => row.target.replace(/ .*/, '')))) {
    const [small, large] = rows.filter((row) => row.target.startsWith(kind));
    if (!small || !large) continue;
    const ratio = (a: number, b: number) => (b > 0 ? a / b : Number.POSITIVE_INFINITY);
    const single = ratio(median(large.sequentialMs), median(small.sequentialMs));
    const underLoad =
      failed(small) || failed(large) ? Number.NaN : ratio(large.result.latency.p50, small.result.latency.p50);
    const p99 = ratio(large.result.latency.p99, small.result.latency.p99);
    // Under load the bytes decide: a bare node:http server sending the same body under the same load is the
    // floor (autocannon and loopback), so the portal is judged against it, and by one request at a time.
    const overBare = ratio(large.result.latency.mean, large.bare.latency.mean);
    const ok = single <= AIMS.listRatio && !failed(large) && overBare <= AIMS.listRatio;
    console.log(
      `GET /api/documents ${kind}, ${large.count} vs ${small.count} documents: one at a time ×${single.toFixed(1)}; ` +
        (Number.isNaN(underLoad)
          ? 'under load not comparable (failed requests)'
          : `under load p50 ×${underLoad.toFixed(1)}, p99 ×${p99.toFixed(1)}, where a bare node:http server ` +
            `sending the same bytes shows ×${ratio(large.bare.latency.mean, small.bare.latency.mean).toFixed(1)} ` +
            `(mean latency); the portal at ${large.count} is ×${overBare.toFixed(1)} the bare server's`) +
        ` — aim ≤ ${AIMS.listRatio}×: ${verdict(ok)}`,
    );
  }
}
