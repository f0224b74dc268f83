import { randomInt } from 'node:crypto';
import { type CamtEntry, writeCamt } from '../../packages/domain/src/banking/write-camt';
import { benchDatabases } from './databases';
import {
  capture,
  clientHeaders,
  type LoadOptions,
  login,
  measure,
  startBareServer,
  startPortal,
} from './http';
import { table, throughputTable } from './table';

/** Issue 33: the statement import of 10,000 entries and the transactions list at 10,000 vs 100 entries. */
const BIG = 10_000;
const SMALL = 100;
/** The big account's entries spread over this many months (1,000 a month: a busy business account). */
const MONTHS = 10;

const auth = (token: string) => ({ ...clientHeaders, authorization: `Bearer ${token}` });
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const iban = () => `DE${randomInt(10, 99)}${Array.from({ length: 18 }, () => randomInt(10)).join('')}`;

const PARTIES = [
  'REWE Markt',
  'Stadtwerke München',
  'Amazon EU',
  'HUK-COBURG',
  'Müller Drogerie',
  'Café Kranzler',
];

/** A camt.053 of `count` entries over `months` months from January 2026, each entry its own reference. */
function statement(count: number, months: number): Buffer {
  const entries: CamtEntry[] = Array.from({ length: count }, (_, index) => {
    const month = String(1 + (index % months)).padStart(2, '0');
    const day = String(1 + (index % 28)).padStart(2, '0');
    const party = PARTIES[(index % 7) % PARTIES.length] as string;
    return {
      bookingDate: `2026-${month}-${day}`,
      amountCents: index % 10 === 0 ? 250_000 : -(100 + (index % 9000)),
      reference: `BENCH${String(index).padStart(8, '0')}`,
      transactions: [
        {
          party: { name: party, iban: 'DE02120300000000202051' },
          purpose: [`Kartenzahlung ${index} ${party}`],
        },
      ],
    };
  });
  return Buffer.from(
    writeCamt({
      format: 'camt.053',
      version: '08',
      id: `BENCH-${count}`,
      created: '2026-11-01T18:00:00+01:00',
      iban: iban(),
      owner: 'Max Mustermann',
      entries,
    }),
  );
}

/** POSTs a statement as the multipart field `file`; the answer, the seconds and the peak RSS growth. */
async function upload(baseUrl: string, token: string, file: Buffer) {
  const boundary = '----kpbench';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="auszug.xml"\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const send = () =>
    fetch(`${baseUrl}/api/users/banking/import`, {
      method: 'POST',
      headers: { ...auth(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
  let started = performance.now();
  let response = await send();
  // Shed while the loop still lags from the import before (503 with Retry-After), as a client would meet it.
  for (let attempt = 1; response.status === 503 && attempt <= 5; attempt += 1) {
    await new Promise((resolve) =>
      setTimeout(resolve, Number(response.headers.get('retry-after') ?? 1) * 1000),
    );
    started = performance.now();
    response = await send();
  }
  const answer = (await response.json()) as { konto: { id: number }; neu: number; doppelt: number };
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (response.status !== 201) throw new Error(`import: HTTP ${response.status} ${JSON.stringify(answer)}`);
  return { answer, seconds, peakGrowth: Math.max(peak, process.memoryUsage().rss) - before };
}

/**
 * On a portal seeded with the demo (in this process, PGlite and PostgreSQL where configured): Max imports a
 * camt.053 of 10,000 entries (seconds, peak RSS growth of the process, then the same file again: all
 * doubles), and one of 100; then GET …/transactions of a month of the big account (1,000 entries), the same
 * with a search, and of the small account (100 entries) next to a bare node:http answering the same bytes.
 */
export async function benchBanking(given: LoadOptions): Promise<void> {
  // Fewer connections than the API bench, as for the documents list: 50 waiting on lists of 1,000 time out.
  const load = { ...given, connections: Math.min(given.connections, 10) };
  for (const options of benchDatabases()) {
    // No load shedding: the list's numbers are of the answers, not of 503s while an import's turns still lag.
    const portal = await startPortal({ ...options, env: { PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0' } });
    try {
      const token = await login(portal.baseUrl);
      const bigFile = statement(BIG, MONTHS);
      const first = await upload(portal.baseUrl, token, bigFile);
      const again = await upload(portal.baseUrl, token, bigFile);
      const small = await upload(portal.baseUrl, token, statement(SMALL, 1));
      console.log(
        table(
          ['import', 'file MB', 'neu', 'doppelt', 'seconds', 'peak RSS growth MB'],
          [
            [
              `${BIG} entries (${portal.databaseKind})`,
              mb(bigFile.length),
              String(first.answer.neu),
              String(first.answer.doppelt),
              first.seconds.toFixed(1),
              mb(first.peakGrowth),
            ],
            [
              `the same again`,
              mb(bigFile.length),
              String(again.answer.neu),
              String(again.answer.doppelt),
              again.seconds.toFixed(1),
              mb(again.peakGrowth),
            ],
            [
              `${SMALL} entries`,
              '',
              String(small.answer.neu),
              String(small.answer.doppelt),
              small.seconds.toFixed(2),
              mb(small.peakGrowth),
            ],
          ],
        ),
      );
      const list = (account: number, query: string) =>
        `${portal.baseUrl}/api/users/banking/account/${account}/transactions?monat=2026-01${query}`;
      const targets: [string, string][] = [
        [`month of ${BIG / MONTHS} entries (account of ${BIG})`, list(first.answer.konto.id, '')],
        [`the same, searched (q=kranzler)`, list(first.answer.konto.id, '&q=kranzler')],
        [`month of ${SMALL} entries (account of ${SMALL})`, list(small.answer.konto.id, '')],
      ];
      const rows = [];
      for (const [target, url] of targets) {
        const captured = await capture(url, auth(token));
        console.log(`Measuring on ${portal.databaseKind}: ${target} (${captured.body.length} bytes) …`);
        rows.push({
          target: `${target} (${portal.databaseKind})`,
          result: await measure(target, url, auth(token), load),
        });
        const bare = await startBareServer(captured);
        try {
          rows.push({
            target: `  bare node:http, the same ${captured.body.length} bytes`,
            result: await measure('bare', bare.url, auth(token), load),
          });
        } finally {
          await bare.close();
        }
      }
      console.log('');
      console.log(throughputTable(rows));
    } finally {
      await portal.close();
    }
  }
}
